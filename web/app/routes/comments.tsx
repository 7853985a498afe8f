import { PlaceholderPage } from '../../components/placeholder-page';

export default function CommentsPage() {
  return <PlaceholderPage pageKey="comments" />;
}
