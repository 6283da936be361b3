import { useState } from 'react';
import { Image, Modal, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../api/cart-fields';

export function OrderPhotos({ images }: { images: Cart['cartImages'] }) {
  const { t } = useTranslation();
  const [viewed, setViewed] = useState<string | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <SimpleGrid cols={3} spacing="xs" component="section" aria-label={t('orders.detail.photos')}>
        {images.map((image, index) => (
          <UnstyledButton
            key={image.id}
            onClick={() => setViewed(image.filePath)}
            aria-label={t('orders.detail.viewPhoto', { number: index + 1 })}
            mih={48}
          >
            <Image src={image.filePath} alt="" h={96} fit="cover" radius="sm" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={viewed !== null}
        onClose={() => setViewed(null)}
        title={t('orders.detail.photo')}
        size="xl"
        centered
      >
        {viewed ? <Image src={viewed} alt={t('orders.detail.photo')} fit="contain" /> : null}
      </Modal>
    </>
  );
}
