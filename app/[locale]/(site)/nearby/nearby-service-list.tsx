import type { ComponentProps } from 'react';
import { placeAddressLang, placeNameLang } from '@/components/live/labels';
import { SampleNote } from '@/components/live/live-status';
import { NoData } from '@/components/content/no-data';
import styles from '@/components/live/live.module.css';

type Place = {
  id: string;
  name: string;
  /** The name is in the page's language already (the site's own name of the place): no Chinese mark. */
  nameLocalized?: boolean;
  address?: string;
  /** The address is the site's own for the place, in the page's language: no Chinese mark. */
  addressLocalized?: boolean;
  /** What kind of place it is, in the page's language (the name may be in Chinese only). */
  description?: string;
  distanceText: string;
};

type Props = {
  id: string;
  heading: string;
  testId: string;
  places: readonly Place[];
  /** The answer's provenance (sample note and source line), when the call succeeded. */
  answer?: ComponentProps<typeof SampleNote>['answer'];
  labels: ComponentProps<typeof SampleNote>['labels'];
  intlLocale: string;
};

/**
 * One of /nearby's server-rendered lists of a public service's places (bus stops, toilets): name,
 * address when known, what kind of place it is, distance, "No data" when empty, and the sample note. Names and addresses come
 * in Chinese only and are marked so on English and Japanese pages, unless the name is the site's own.
 */
export function NearbyServiceList({ id, heading, testId, places, answer, labels, intlLocale }: Props) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {places.length > 0 ? (
        <ul className={styles.places} data-testid={testId}>
          {places.map((place) => (
            <li key={place.id}>
              <span className={styles.placeName} lang={placeNameLang(intlLocale, place)}>
                {place.name}
              </span>
              {place.description ? <span>{place.description}</span> : null}
              {place.address ? (
                <span lang={placeAddressLang(intlLocale, { address: place.address, ...place })}>{place.address}</span>
              ) : null}
              <span>{place.distanceText}</span>
            </li>
          ))}
        </ul>
      ) : (
        <NoData />
      )}
      {answer ? <SampleNote answer={answer} labels={labels} intlLocale={intlLocale} fromServer /> : null}
    </section>
  );
}
