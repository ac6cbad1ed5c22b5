import 'server-only';
import { zipInfo } from '@/lib/domain/live/zip-table';
import { withinRange } from '@/lib/domain/live/nearby';
import type { ApiLang } from '@/lib/i18n/locales';
import type { AskMeAnswer } from '@/lib/schemas/ask-me';
import { readQuestionInThread } from '@/lib/search/index-thread';
import type { Intent } from '@/lib/search/question-intents';
import { askMeIndex, type AskMeRecord } from '../content/ask-me-records';
import { currentWeatherConnector } from '../connectors/cwa/weather-connector';
import { currentParkingConnector } from '../connectors/tdx/parking-connector';
import type { EndpointRequest } from '../http';
import { clientKeyOf } from '../security/client-key';
import { consumeRateLimit } from '../security/rate-limit';
import { envelope } from './envelope';
import { requireQuestion } from './question';
import { toParkingRecord } from './live/parking';
import { fromUpstream } from './live/upstream';

/** Questions per client in a ten-minute window: a visitor's conversation, not a scraper's crawl. */
const askLimit = 60;
const askWindowSeconds = 600;
/** At most this many answers, best first (issue 27). */
const maxAnswers = 3;
/** A record must hold at least this share of the question's words to answer it. */
const minCoverage = 0.5;
/** Car parks shown for a parking question: the nearest within a kilometre (spec: nearby range 1 km). */
const carParksShown = 3;

/**
 * GET /_api/{lang}/ask-me?q= (spec section 7): the assistant's answers grounded in the site's own
 * records. The question is read for what it asks (lib/search/question-intents.ts) and for what it
 * names, which is looked up in the FAQ, attractions, visitor centres, trails and events with the
 * site search's engine; each answer is a record with the facts asked for and its page. A weather
 * or parking question about a named place gets the live conditions there first. An empty list
 * means nothing answers the question: the panel then offers the site search and the mailbox.
 */
export async function askMeHandler({ lang, query, headers }: EndpointRequest) {
  const question = requireQuestion(query);
  await consumeRateLimit(`ask-me:${clientKeyOf(headers)}`, askLimit, askWindowSeconds);

  const { intents, rest } = await readQuestionInThread(question);
  const { index, records } = await askMeIndex(lang);
  const placeQuestion = ['phone', 'hours', 'address', 'transport', 'weather', 'parking'].some((intent) =>
    intents.has(intent as Intent),
  );
  // The whole question is searched (「搭車」 helps find the FAQ on buses); its intent words alone
  // name nothing, and a question made only of them (「電話」) has no answer.
  const found = rest
    ? (await index.ask(question, { placeQuestion })).hits
        .filter((hit) => hit.coverage >= minCoverage)
        .map((hit) => records.get(hit.document.href)!)
    : [];
  const answers = found.slice(0, maxAnswers).map((record) => answerOf(record, lang, intents));
  const place = found.find((record) => record.kind !== 'faq' && record.kind !== 'event');
  const live = place ? await liveAnswers(place, lang, intents) : [];
  return envelope(lang, [...live, ...answers].slice(0, maxAnswers));
}

/** A record's answer: the facts asked for, or (nothing asked) the facts a visitor most often wants of its kind. */
function answerOf(record: AskMeRecord, lang: ApiLang, intents: ReadonlySet<Intent>): AskMeAnswer {
  const asked = (intent: Intent) => intents.size === 0 || intents.has(intent);
  if (record.kind === 'faq') {
    const text = record.seed.i18n[lang];
    return { kind: 'faq', title: text.question, path: record.path, text: text.answer };
  }
  if (record.kind === 'event') {
    const text = record.seed.i18n[lang];
    return {
      kind: 'event',
      title: text.title,
      path: record.path,
      text: text.summary,
      dateBegin: record.seed.dateBegin,
      dateEnd: record.seed.dateEnd,
    };
  }
  if (record.kind === 'trail') {
    const { seed } = record;
    const text = seed.i18n[lang];
    return {
      kind: 'trail',
      title: text.name,
      path: record.path,
      text: intents.size === 0 ? text.summary : undefined,
      lengthKm: seed.lengthKm,
      minutes: seed.minutes,
      difficulty: seed.difficulty,
      status: seed.status,
      travelInfo: intents.has('transport') ? text.travelInfo : undefined,
    };
  }
  const { seed } = record;
  const text = seed.i18n[lang];
  return {
    kind: record.kind,
    title: text.name,
    path: record.path,
    text: intents.size === 0 ? text.summary : undefined,
    phone: asked('phone') ? seed.phone : undefined,
    openingHours: asked('hours') ? text.openingHours : undefined,
    address: asked('address') || intents.has('phone') ? text.address : undefined,
    travelInfo: intents.has('transport') ? text.travelInfo : undefined,
  };
}

type PlaceRecord = Extract<AskMeRecord, { kind: 'attraction' | 'visitorCenter' | 'trail' }>;

/** The live weather or parking at the place the question names, when it asks for them. */
async function liveAnswers(place: PlaceRecord, lang: ApiLang, intents: ReadonlySet<Intent>): Promise<AskMeAnswer[]> {
  const { seed } = place;
  const name = seed.i18n[lang].name;
  const answers: AskMeAnswer[] = [];
  const zip = zipInfo(seed.zipcode);
  if (intents.has('weather') && zip) {
    const { forecast, provenance } = await fromUpstream('weather', () =>
      currentWeatherConnector().forecast({ kind: 'township', zip }, { threeHour: false }),
    );
    const period = forecast.periods[0];
    if (period) {
      answers.push({
        kind: 'weather',
        title: name,
        path: place.path,
        forecast: {
          start: period.start,
          end: period.end,
          weather: period.weather,
          minTemperature: period.minTemperature ?? period.temperature,
          maxTemperature: period.maxTemperature ?? period.temperature,
          pop: period.pop,
        },
        recordedAt: provenance.recordedAt ?? undefined,
        sample: provenance.sample,
      });
    }
  }
  if (intents.has('parking') && seed.lat !== undefined && seed.lng !== undefined) {
    const { carParks, provenance } = await fromUpstream('parking', () => currentParkingConnector().carParks());
    const near = withinRange(
      carParks.map((park) => toParkingRecord(park, lang)),
      { lat: seed.lat, lng: seed.lng },
      1,
    ).slice(0, carParksShown);
    if (near.length > 0) {
      answers.push({
        kind: 'parking',
        title: name,
        path: place.path,
        carParks: near.map((park) => ({ name: park.name, empty: park.empty_car, total: park.total_car })),
        recordedAt: provenance.recordedAt ?? undefined,
        sample: provenance.sample,
      });
    }
  }
  return answers;
}
