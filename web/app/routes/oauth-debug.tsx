import { PlaceholderPage } from '../../components/placeholder-page';

export default function OauthDebugPage() {
  return <PlaceholderPage pageKey="oauthDebug" />;
}
