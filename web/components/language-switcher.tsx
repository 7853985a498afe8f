import { Group, Image, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { isLanguageCode, LANGUAGES } from '../i18n/languages';

const flagOf = (code: string) => LANGUAGES.find((language) => language.code === code)?.flag;
const Flag = ({ code }: { code: string }) => (
  <Image src={flagOf(code)} alt="" w={20} h={14} radius={2} fit="cover" />
);

/** SPEC §2: a 170 px selector (narrower on phones); each option shows code, name and flag. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      w={{ base: 136, sm: 170 }}
      size="sm"
      aria-label={t('header.language')}
      value={i18n.language}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      leftSection={<Flag code={i18n.language} />}
      data={LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Flag code={option.value} />
          <Text size="sm" c="dimmed" w={42}>
            {option.value}
          </Text>
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      onChange={(value) => {
        if (isLanguageCode(value)) void changeLanguage(value);
      }}
    />
  );
}
