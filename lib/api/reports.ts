import 'server-only';
import { reportWireSchema, type ReportWire } from '@/lib/schemas/report';
import { plainList, type Listed } from './plain-list';

export type MediaReport = Listed<ReportWire>;

export const listReports = plainList('news-reports', reportWireSchema);
