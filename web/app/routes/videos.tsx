import { PlaceholderPage } from '../../components/placeholder-page';

export default function VideosPage() {
  return <PlaceholderPage pageKey="videos" />;
}
