import { PlaceholderPage } from '../../components/placeholder-page';

export default function LaunchPage() {
  return <PlaceholderPage pageKey="launch" />;
}
