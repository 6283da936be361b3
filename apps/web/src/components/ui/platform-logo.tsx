import { Image } from '@mantine/core';
import { isPlatformCode, PLATFORMS } from '@comptoir/domain';

/** `decorative`: the platform's name is written beside the logo, so the logo adds nothing for a screen reader. */
type PlatformLogoProps = { platform: string; size?: number; decorative?: boolean };

export function PlatformLogo({ platform, size = 28, decorative = false }: PlatformLogoProps) {
  if (!isPlatformCode(platform)) return null;
  const { picture, label } = PLATFORMS[platform];
  return <Image src={picture} alt={decorative ? '' : label} w={size} h={size} radius="sm" fit="contain" />;
}
