import { Image } from '@mantine/core';
import { isPlatformCode, PLATFORMS } from '@comptoir/domain';

type PlatformLogoProps = { platform: string; size?: number };

export function PlatformLogo({ platform, size = 28 }: PlatformLogoProps) {
  if (!isPlatformCode(platform)) return null;
  const { picture, label } = PLATFORMS[platform];
  return <Image src={picture} alt={label} w={size} h={size} radius="sm" fit="contain" />;
}
