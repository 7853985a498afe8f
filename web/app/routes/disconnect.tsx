import { PlaceholderPage } from '../../components/placeholder-page';

export default function DisconnectPage() {
  return <PlaceholderPage pageKey="disconnect" />;
}
