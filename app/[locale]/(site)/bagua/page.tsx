import { AreaPage, buildAreaMetadata } from '@/components/area/area-page';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = (props: Props) => buildAreaMetadata('bagua', props);

export default function Page(props: Props) {
  return <AreaPage slug="bagua" {...props} />;
}
