import { buildPolicyMetadata, PolicyPage } from '@/components/content/policy-page';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = (props: Props) => buildPolicyMetadata('copyright', props);

export default function Page(props: Props) {
  return <PolicyPage policy="copyright" {...props} />;
}
