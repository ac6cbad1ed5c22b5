import { AreaPage, buildAreaMetadata } from '@/components/area/area-page';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = (props: Props) => buildAreaMetadata('lion', props);

export default function Page(props: Props) {
  return <AreaPage slug="lion" {...props} />;
}
