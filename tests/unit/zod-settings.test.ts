import { expect, test } from 'vitest';
import { z } from 'zod';

// instrumentation-client.ts turns zod's compiled parsers off in the browser through zod's global
// settings object, before zod loads: a zod that kept its settings elsewhere would try `new Function`
// again, a Content-Security-Policy violation on every page with a form or a live island.
test('zod keeps the settings z.config() changes in globalThis.__zod_globalConfig', () => {
  const settings = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
  expect(settings).toBeTypeOf('object');
  expect(z.config()).toBe(settings);
});
