import { PlaceholderPage } from '../../components/placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage pageKey="dashboard" />;
}
