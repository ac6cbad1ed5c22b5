import 'server-only';
import { consultantWireSchema, type ConsultantWire } from '@/lib/schemas/consultant';
import { placedResource, type Placed } from './placed-resource';

export type Consultant = Placed<ConsultantWire>;

export const listConsultants = placedResource('consultants', consultantWireSchema).list;
