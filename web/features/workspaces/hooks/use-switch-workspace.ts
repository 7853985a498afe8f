import { useNavigate } from 'react-router';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useSwitchWorkspace } from '../api/workspaces';

/** Every notice about the workspace the session acts in: the latest replaces the earlier ones. */
const WORKSPACE_TOPIC = 'workspace';

/**
 * After the session moved to another workspace (the caches already emptied): a toast that says
 * so (`title`), and the dashboard, as the page on screen was about the workspace before.
 */
export function useArrive() {
  const navigate = useNavigate();
  return async (title: string) => {
    toast({ title, variant: 'success', topic: WORKSPACE_TOPIC });
    await navigate('/');
  };
}

/**
 * Switches the session to another of the person's workspaces (the header's menu, the phone's
 * drawer); whether it did.
 */
export function useSwitchTo() {
  const { t } = useTranslation();
  const switcher = useSwitchWorkspace();
  const arrive = useArrive();
  const switchTo = async (workspaceId: string) => {
    try {
      const workspace = await switcher.mutateAsync(workspaceId);
      await arrive(t('workspaces.switched', { name: workspace.name }));
      return true;
    } catch (error) {
      toast({
        title: t('workspaces.switchFailed'),
        description: errorText(t, error),
        variant: 'destructive',
        topic: WORKSPACE_TOPIC,
      });
      return false;
    }
  };
  return { switchTo, isPending: switcher.isPending };
}
