import { isPlatformCode, PLATFORMS } from '@comptoir/domain';

/** 'Demo Burger Bastille (Uber Eats)': one restaurant often has a store on several platforms under the same title. */
export function restaurantName(restaurant: { title: string; platform: { name: string } }): string {
  const code = restaurant.platform.name;
  return isPlatformCode(code) ? `${restaurant.title} (${PLATFORMS[code].label})` : restaurant.title;
}
