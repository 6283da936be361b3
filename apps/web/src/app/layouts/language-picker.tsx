import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../lib/language';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('layout.language')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('layout.language')}>
            <IconLanguage size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.language')}</Menu.Label>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            mih={48}
            fw={i18n.language === lang ? 700 : undefined}
            aria-current={i18n.language === lang ? 'true' : undefined}
            onClick={() => void chooseLanguage(lang)}
          >
            {t(`languages.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
