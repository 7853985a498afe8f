import { Image, Input, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { changeLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import classes from './language-switcher.module.css';

const Flag = ({ src }: { src: string }) => (
  <Image src={src} alt="" w={20} h={14} radius={2} fit="cover" />
);

/**
 * docs/product.md §2: a 170 px selector (narrower on phones); each option shows flag, code and
 * name. A select-only combobox of our own (the WAI-ARIA pattern) rather than the design system's
 * searchable one: it is on every first screen, and that one brings a positioning engine with it.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const selected = Math.max(
    0,
    LANGUAGES.findIndex((language) => language.code === i18n.language),
  );
  const current = LANGUAGES[selected]!;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const show = () => {
    setActive(selected);
    setOpen(true);
  };
  const choose = (index: number) => {
    setOpen(false);
    const { code } = LANGUAGES[index]!;
    if (code !== i18n.language) void changeLanguage(code);
  };
  const last = LANGUAGES.length - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => (open ? setActive((i) => Math.min(i + 1, last)) : show()),
      ArrowUp: () => (open ? setActive((i) => Math.max(i - 1, 0)) : show()),
      Home: () => setActive(0),
      End: () => setActive(last),
      Enter: () => (open ? choose(active) : show()),
      ' ': () => (open ? choose(active) : show()),
      Escape: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move || (event.key === 'Escape' && !open)) return;
    event.preventDefault();
    move();
  };

  return (
    <div ref={rootRef} className={classes.root}>
      <Input
        component="button"
        type="button"
        role="combobox"
        // Named "Language English": what a speech-input user sees and says is in the name (WCAG 2.5.3).
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        w={{ base: 136, sm: 170 }}
        size="sm"
        pointer
        leftSection={<Flag src={current.flag} />}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        rightSectionPointerEvents="none"
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <VisuallyHidden id={labelId}>{t('header.language')}</VisuallyHidden>
        <span id={`${labelId}-value`} className={classes.value}>
          {current.name}
        </span>
      </Input>
      {open && (
        // Pressing an option keeps the focus on the button, as a native select does.
        <ul
          id={listId}
          role="listbox"
          aria-label={t('header.language')}
          className={classes.list}
          onMouseDown={(event) => event.preventDefault()}
        >
          {LANGUAGES.map((language, index) => (
            <li
              key={language.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === selected}
              data-active={index === active || undefined}
              className={classes.option}
              onPointerEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <Flag src={language.flag} />
              <span className={classes.code}>{language.code}</span>
              <span>{language.name}</span>
              {index === selected && <IconCheck size={14} className={classes.check} aria-hidden />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
