import { describe, expect, test } from 'vitest';
import { auditVerdict } from '../../scripts/audit-verdict.mts';

const clean = { metadata: { vulnerabilities: { critical: 0, high: 0, moderate: 1, low: 2 } }, vulnerabilities: {} };

describe('npm run audit (issue 24): high or critical advisories fail CI', () => {
  test('a clean report passes and says what it counted', () => {
    expect(auditVerdict(clean, true)).toEqual({
      exitCode: 0,
      out: ['npm audit --omit=dev: 0 critical, 0 high, 1 moderate, 2 low'],
      err: [],
    });
  });

  test('a high advisory fails, naming the package', () => {
    const verdict = auditVerdict(
      {
        metadata: { vulnerabilities: { critical: 0, high: 1, moderate: 1, low: 0 } },
        vulnerabilities: { next: { name: 'next', severity: 'high' }, zod: { name: 'zod', severity: 'moderate' } },
      },
      false,
    );
    expect(verdict.exitCode).toBe(1);
    expect(verdict.err[0]).toBe('  high: next');
    expect(verdict.err.join('\n')).not.toContain('zod');
  });

  test('a registry without the advisory service is reported, and fails only when the audit is required', () => {
    const unanswered = {
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    };
    expect(auditVerdict(unanswered, false).exitCode).toBe(0);
    expect(auditVerdict(unanswered, false).err.join('\n')).toMatch(/405 Method Not Allowed[\s\S]*NOT audited/);
    expect(auditVerdict(unanswered, true).exitCode).toBe(1);
  });
});
