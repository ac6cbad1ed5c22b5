/** What `npm run audit` (scripts/audit-dependencies.mts) concludes from npm audit's JSON report. */
export type AuditReport = {
  vulnerabilities?: Record<string, { name: string; severity: string }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
};

export type AuditVerdict = { exitCode: 0 | 1; out: string[]; err: string[] };

/**
 * Any high or critical advisory fails. A registry that does not offer the advisory service (some
 * mirrors answer 405) cannot be asked: said plainly, and a failure only when the audit is required.
 */
export function auditVerdict(report: AuditReport, required: boolean): AuditVerdict {
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message ?? 'the registry gave no audit report';
    return required
      ? {
          exitCode: 1,
          out: [],
          err: [
            `npm audit could not be run: ${reason}.`,
            'AUDIT_REQUIRED=1: failing, since the dependencies were not audited.',
          ],
        }
      : {
          exitCode: 0,
          out: [],
          err: [
            `npm audit could not be run: ${reason}.`,
            'The production dependencies were NOT audited in this run (set AUDIT_REQUIRED=1 to make this fail).',
          ],
        };
  }
  const summary = `npm audit --omit=dev: ${['critical', 'high', 'moderate', 'low'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ')}`;
  const serious = Object.values(report.vulnerabilities ?? {}).filter((advisory) =>
    ['high', 'critical'].includes(advisory.severity),
  );
  if (serious.length === 0) return { exitCode: 0, out: [summary], err: [] };
  return {
    exitCode: 1,
    out: [summary],
    err: [
      ...serious.map((advisory) => `  ${advisory.severity}: ${advisory.name}`),
      'High or critical advisories in production dependencies: update them (npm audit fix) before landing.',
    ],
  };
}
