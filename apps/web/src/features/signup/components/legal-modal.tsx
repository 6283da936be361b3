import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PRIVACY_VERSION, TERMS_VERSION } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

export type LegalDocument = 'terms' | 'privacy';

const VERSIONS: Record<LegalDocument, string> = { terms: TERMS_VERSION, privacy: PRIVACY_VERSION };
const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

/** The terms of use or the privacy policy a new company accepts, in the version recorded with its acceptance. */
export function LegalModal({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document ? t(`signup.legal.${document}.title`) : ''}
      size="lg"
    >
      {document ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('signup.legal.version', { version: VERSIONS[document] })}
          </Text>
          {PARAGRAPHS.map((paragraph) => (
            <Text key={paragraph}>{t(`signup.legal.${document}.${paragraph}`)}</Text>
          ))}
          <Group justify="flex-end">
            <Button mih={48} onClick={onClose}>
              {t('signup.legal.close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
