import { Group, Switch, Textarea, type TextareaProps } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { ClipboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { useUndoableText } from '../hooks/use-undoable-text';
import { insertPasted } from '../lib/paste';
import { IconAction } from './icon-action';

interface Props extends Omit<TextareaProps, 'value' | 'onChange' | 'onPaste'> {
  editor: ReturnType<typeof useUndoableText>;
  autoNewline: boolean;
  onAutoNewlineChange: (on: boolean) => void;
}

/**
 * A text box with undo and redo, and the auto-newline-on-paste switch (docs/product.md §2, default
 * on).
 */
export function UndoableTextarea({ editor, autoNewline, onAutoNewlineChange, ...props }: Props) {
  const { t } = useTranslation();

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!autoNewline) return;
    event.preventDefault();
    const area = event.currentTarget;
    const { value, caret } = insertPasted(
      editor.value,
      { start: area.selectionStart, end: area.selectionEnd },
      event.clipboardData.getData('text'),
      true,
    );
    editor.replace(value);
    requestAnimationFrame(() => area.setSelectionRange(caret, caret));
  };

  return (
    <>
      <Textarea
        {...props}
        value={editor.value}
        onChange={(event) => editor.type(event.currentTarget.value)}
        onPaste={onPaste}
        onKeyDown={(event) => {
          const mod = event.ctrlKey || event.metaKey;
          if (mod && event.key.toLowerCase() === 'z') {
            event.preventDefault();
            if (event.shiftKey) editor.redo();
            else editor.undo();
          } else if (mod && event.key.toLowerCase() === 'y') {
            event.preventDefault();
            editor.redo();
          }
        }}
      />
      <Group justify="space-between" gap="xs">
        <Switch
          size="sm"
          label={t('editor.autoNewline')}
          checked={autoNewline}
          onChange={(event) => onAutoNewlineChange(event.currentTarget.checked)}
        />
        <Group gap={4}>
          <IconAction
            label={t('editor.undo')}
            variant="default"
            disabled={!editor.canUndo}
            onClick={editor.undo}
          >
            <IconArrowBackUp size={16} />
          </IconAction>
          <IconAction
            label={t('editor.redo')}
            variant="default"
            disabled={!editor.canRedo}
            onClick={editor.redo}
          >
            <IconArrowForwardUp size={16} />
          </IconAction>
        </Group>
      </Group>
    </>
  );
}
