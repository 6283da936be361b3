import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGES, type Lang } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/ui/notify';
import { useUpdateLanguage } from '../../lib/api/update-language';
import { chooseLanguage } from '../../lib/language';
import { useSession } from '../../lib/session';

/**
 * The five languages as menu entries, the current one marked: the top bar's picker, and on a phone, where the bar
 * has no room for it, the account menu (docs/screens.md#top-bar).
 */
export function LanguageItems() {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const updateLanguage = useUpdateLanguage();

  // Shown at once on this device; a signed-in account stores it too, so its other devices start in it.
  async function pick(lang: Lang) {
    await chooseLanguage(lang);
    if (!token) return;
    updateLanguage.mutate(lang, { onError: (error) => notifyFailure(error, t) });
  }

  return (
    <>
      <Menu.Label>{t('layout.language')}</Menu.Label>
      {LANGUAGES.map((lang) => (
        <Menu.Item
          key={lang}
          lang={lang}
          mih={48}
          fw={i18n.language === lang ? 700 : undefined}
          aria-current={i18n.language === lang ? 'true' : undefined}
          onClick={() => void pick(lang)}
        >
          {t(`languages.${lang}`)}
        </Menu.Item>
      ))}
    </>
  );
}

export function LanguagePicker() {
  const { t } = useTranslation();
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
        <LanguageItems />
      </Menu.Dropdown>
    </Menu>
  );
}
