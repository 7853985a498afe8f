import { PlaceholderPage } from '../../components/placeholder-page';

export default function AccountsPage() {
  return <PlaceholderPage pageKey="accounts" />;
}
