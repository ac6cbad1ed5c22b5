import { NoData } from './no-data';

/** A detail page whose backend failed: "No data" in the page frame (spec section 8). */
export function Unavailable() {
  return (
    <div className="container page">
      <NoData />
    </div>
  );
}
