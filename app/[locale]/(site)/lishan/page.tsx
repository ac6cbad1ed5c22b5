import { AreaPage, buildAreaMetadata } from '@/components/area/area-page';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = (props: Props) => buildAreaMetadata('lishan', props);

export default function Page(props: Props) {
  return <AreaPage slug="lishan" {...props} />;
}
