/**
 * `npm run audit` (run by .ci/run): the production dependencies' known vulnerabilities, from
 * `npm audit --omit=dev`; a high or critical one fails the run (scripts/audit-verdict.mts).
 * AUDIT_REQUIRED=1 also fails a run whose registry could not be asked.
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict, type AuditReport } from './audit-verdict.mts';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  report = { message: (run.stderr || run.stdout || 'no answer').trim().split('\n')[0] };
}
const verdict = auditVerdict(report, process.env.AUDIT_REQUIRED === '1');
for (const line of verdict.out) console.log(line);
for (const line of verdict.err) console.error(line);
process.exit(verdict.exitCode);
