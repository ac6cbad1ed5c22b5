// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AqiCard } from '@/components/live/aqi-card';
import { CrowdFlowBody } from '@/components/live/crowd-flow-table';
import { UvCard } from '@/components/live/uv-card';
import { WeatherCard } from '@/components/live/weather-card';
import { json, labels, mockFetch, provenance, withQueryClient } from './live-support';

const context = { labels, locale: 'en' as const, intlLocale: 'en' };

const period = {
  start: '2025-03-09T12:00:00+08:00',
  end: '2025-03-09T18:00:00+08:00',
  weather: '晴時多雲',
  weatherCode: '02',
  pop: 10,
  temperature: 24,
  minTemperature: 21,
  maxTemperature: 25,
  relativeHumidity: 69,
  windSpeed: 3,
  beaufort: 2,
  windDirection: '偏北風',
  uvIndex: 7,
  uvLevel: 3,
  description: null,
};
const weather = {
  data: {
    zipcode: '424',
    county: '臺中市',
    district: '和平區',
    scope: 'county',
    location: { name: '臺中市', geocode: '66000000' },
    intervalHours: 12,
    periods: [period],
  },
  ...provenance,
};
const uv = {
  data: {
    siteName: '424',
    level: 3,
    index: 7,
    messageKey: 'uv.high',
    start: null,
    end: null,
    location: { name: '臺中市', geocode: '66000000' },
  },
  ...provenance,
};
const aqi = (level: number | null) => ({
  data: {
    siteName: '豐原',
    county: '臺中市',
    status: '普通',
    aqi: 56,
    level,
    messageKey: level ? 'aqi.normal' : null,
    pollutant: null,
    pm25: 22,
    publishTime: '2023-02-07T18:00:00+08:00',
    lat: 24.25,
    lng: 120.74,
  },
  ...provenance,
  recordedAt: '2023-02-07',
});
const crowd = {
  data: [
    { center_id: 56, total: 1286 },
    { center_id: 11, total: 128 },
    { center_id: 999, total: 5 },
  ],
  centers: [
    { id: 56, name: 'Lishan Visitor Center' },
    { id: 11, name: 'Nanzhuang Visitor Center' },
  ],
  date_time: '2026-11-23T10:00:00+08:00',
  ...provenance,
  sampleKind: 'constructed' as const,
  recordedAt: '2026-11-23',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live condition widgets', () => {
  test('the weather card says it is loading, then shows the forecast in words with the sample-data note and its date', async () => {
    const fetchMock = mockFetch([
      { match: (url) => url.startsWith('/_api/en/weather-forecast?zipcode=424'), reply: () => json(weather) },
    ]);
    render(withQueryClient(<WeatherCard zipcode="424" {...context} />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Partly cloudy')).toBeInTheDocument();
    expect(screen.getByText('21–25 °C')).toBeInTheDocument();
    expect(screen.getByText('Chance of rain 10%')).toBeInTheDocument();
    expect(screen.getByTestId('sample-note')).toHaveTextContent('Sample data recorded on 9 March 2025, not live');
    // Spec section 7: every /_api call carries the ajax header.
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  test('the UV card names the level in words on its scale colour', async () => {
    mockFetch([{ match: (url) => url.startsWith('/_api/en/uv?siteName=424'), reply: () => json(uv) }]);
    render(withQueryClient(<UvCard siteName="424" {...context} />));
    const badge = await screen.findByText('High');
    expect(badge).toHaveStyle({ background: '#f85900' });
    expect(screen.getByText('Index 7')).toBeInTheDocument();
  });

  test('the AQI card shows the station, the level and the update time', async () => {
    mockFetch([{ match: (url) => url.startsWith('/_api/en/aqi'), reply: () => json(aqi(2)) }]);
    render(withQueryClient(<AqiCard siteName="424" {...context} />));
    expect(await screen.findByText('Moderate')).toBeInTheDocument();
    expect(screen.getByText('AQI 56')).toBeInTheDocument();
    // MOENV's feed names stations in Chinese; an English page gives the station's English name.
    expect(screen.getByText('Station: Fengyuan · Updated 7 Feb, 18:00')).toBeInTheDocument();
    expect(screen.getByTestId('sample-note')).toHaveTextContent('7 February 2023');
  });

  test('a station without a known English name is shown in Chinese, marked as such', async () => {
    mockFetch([
      {
        match: (url) => url.startsWith('/_api/en/aqi'),
        reply: () => json({ ...aqi(2), data: { ...aqi(2).data, siteName: '金門' } }),
      },
    ]);
    render(withQueryClient(<AqiCard siteName="424" {...context} />));
    const station = await screen.findByText('金門');
    expect(station).toHaveAttribute('lang', 'zh-Hant-TW');
    expect(station.closest('p')).toHaveTextContent(/^Station: 金門 · Updated 7 Feb, 18:00$/);
  });

  test('an answer without a reading says "No Data"', async () => {
    mockFetch([{ match: (url) => url.startsWith('/_api/en/aqi'), reply: () => json(aqi(null)) }]);
    render(withQueryClient(<AqiCard siteName="424" {...context} />));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  test('a live answer has no sample note, only its source', async () => {
    mockFetch([
      {
        match: (url) => url.startsWith('/_api/en/uv'),
        reply: () => json({ ...uv, sample: false, sampleKind: null, recordedAt: null }),
      },
    ]);
    render(withQueryClient(<UvCard siteName="424" {...context} />));
    expect(await screen.findByText('High')).toBeInTheDocument();
    expect(screen.queryByTestId('sample-note')).toBeNull();
    expect(screen.getByText('Source: CWA')).toBeInTheDocument();
  });

  test('a failed load is logged only: the visitor sees "No Data", not an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch([
      {
        match: (url) => url.startsWith('/_api/en/weather-forecast'),
        reply: () => json({ message: 'upstream down' }, 502),
      },
    ]);
    render(withQueryClient(<WeatherCard zipcode="424" {...context} />));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.queryByText(/502|upstream|error/i)).toBeNull();
    expect(log).toHaveBeenCalledWith(
      '[live] load failed',
      expect.stringContaining('weather-forecast'),
      expect.stringContaining('502'),
    );
  });

  test('an answer outside the contract counts as a failure, not as data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch([{ match: (url) => url.startsWith('/_api/en/uv'), reply: () => json({ data: { level: 'high' } }) }]);
    render(withQueryClient(<UvCard siteName="424" {...context} />));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});

test('on simplified-Chinese pages the AQI station comes converted by the backend, in the page language', async () => {
  const converted = aqi(2);
  const fetchMock = mockFetch([
    {
      match: (url) => url.startsWith('/_api/zh-tw/aqi?siteName=424&siteLocale=zh-cn'),
      reply: () => json({ ...converted, data: { ...converted.data, siteName: '丰原' }, siteLocale: 'zh-cn' }),
    },
  ]);
  render(withQueryClient(<AqiCard siteName="424" labels={labels} locale="zh-cn" intlLocale="zh-Hans" />));
  expect(await screen.findByText('丰原')).not.toHaveAttribute('lang');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('on simplified-Chinese pages, text of an answer nobody converted is marked as Traditional Chinese', async () => {
  mockFetch([
    {
      match: (url) => url.startsWith('/_api/zh-tw/uv'),
      reply: () => json({ ...uv, attribution: '資料來源：交通部中央氣象署' }),
    },
  ]);
  render(withQueryClient(<UvCard siteName="424" labels={labels} locale="zh-cn" intlLocale="zh-Hans" />));
  expect(await screen.findByText('資料來源：交通部中央氣象署')).toHaveAttribute('lang', 'zh-Hant-TW');
});

test('on English pages a Chinese-only source line is marked as Chinese; a server-converted zh-cn one is not', async () => {
  const { SampleNote } = await import('@/components/live/live-status');
  const answer = { ...provenance, attribution: '資料來源：環境部 (Ministry of Environment)' };
  const { rerender } = render(<SampleNote answer={answer} labels={labels} intlLocale="en" />);
  expect(screen.getByText(answer.attribution)).toHaveAttribute('lang', 'zh-Hant-TW');
  rerender(
    <SampleNote
      answer={{ ...answer, attribution: '资料来源：环境部' }}
      labels={labels}
      intlLocale="zh-Hans"
      fromServer
    />,
  );
  expect(screen.getByText('资料来源：环境部')).not.toHaveAttribute('lang');
});

test("a known publisher is named in the page's language, not in the backend's Chinese line", async () => {
  const { SampleNote } = await import('@/components/live/live-status');
  render(
    <SampleNote
      answer={{ ...provenance, attribution: '資料來源：環境部 (Ministry of Environment)', source: 'moenv' }}
      labels={labels}
      intlLocale="en"
    />,
  );
  expect(screen.getByText('Source: Ministry of Environment')).not.toHaveAttribute('lang');
  expect(screen.queryByText(/資料來源/)).toBeNull();
});

describe('crowd flow', () => {
  const table = {
    caption: 'Visitors so far today',
    center: 'Visitor center',
    total: 'Visitors today',
    people: '{count}',
  };

  test('lists each visitor centre by name with its total and the update time, marked as sample data', async () => {
    mockFetch([{ match: (url) => url === '/_api/en/visitor-information-center-flow', reply: () => json(crowd) }]);
    render(withQueryClient(<CrowdFlowBody table={table} {...context} />));
    const row = await screen.findByRole('row', { name: /Lishan Visitor Center/ });
    expect(row).toHaveTextContent('1,286');
    expect(screen.getByRole('row', { name: /Nanzhuang Visitor Center/ })).toHaveTextContent('128');
    // A count for a centre the list does not name is left out rather than shown nameless.
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/Updated 23 Nov/)).toHaveTextContent('10:00');
    expect(screen.getByTestId('sample-note')).toHaveTextContent(
      'Illustrative sample data (23 November 2026), not live',
    );
  });

  test('an empty answer says "No Data"', async () => {
    mockFetch([
      { match: (url) => url.includes('visitor-information-center-flow'), reply: () => json({ ...crowd, data: [] }) },
    ]);
    render(withQueryClient(<CrowdFlowBody table={table} {...context} />));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});
