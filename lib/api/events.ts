import 'server-only';
import { eventWireSchema, type EventWire } from '@/lib/schemas/event';
import { placedResource, type Placed } from './placed-resource';

export type TourismEvent = Placed<EventWire>;

export const { list: listEvents, get: getEvent } = placedResource('activities', eventWireSchema);

/** The events the home page slider features (GET event-slider), in the backend's order. */
export const listEventSlider = placedResource('event-slider', eventWireSchema).list;
