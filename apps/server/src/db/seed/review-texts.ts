// What customers of a French burger group and a pizza company write, by how happy they were, in the two languages the
// demo's customers use; and what the restaurants answer.
export const REVIEW_COMMENTS: Readonly<Record<'good' | 'mixed' | 'bad', readonly string[]>> = {
  good: [
    'Burger parfait, cuisson impeccable et frites croustillantes. On recommande !',
    'Livraison rapide, tout était encore chaud. Merci !',
    'Toujours aussi bon, le cheddar fondant est top.',
    'Super rapport qualité-prix, les portions sont généreuses.',
    'Commande arrivée avant l’heure prévue, emballage soigné.',
    'La meilleure pizza du quartier, pâte fine et bien garnie.',
    'Très bon, le sac était bien fermé et les sauces à part.',
    'Great burger, the fries were still crispy when they arrived.',
    'Fast delivery and everything was hot. Will order again!',
    'Délicieux comme d’habitude, merci à toute l’équipe.',
  ],
  mixed: [
    'Bon burger mais les frites étaient un peu molles.',
    'Correct, mais un peu long à arriver ce soir.',
    'Pizza bonne mais pas assez cuite au centre.',
    'Il manquait la sauce demandée, dommage.',
    'Tasty but the portion was smaller than last time.',
    'Le burger était tiède à l’arrivée.',
  ],
  bad: [
    'Commande arrivée froide après plus d’une heure d’attente.',
    'Il manquait une boisson et les frites étaient froides.',
    'Burger écrasé dans le sac, pain détrempé.',
    'Wrong order delivered, and nobody answered the phone.',
    'Pizza brûlée sur les bords, très déçu.',
  ],
};

export const REVIEW_REPLIES: Readonly<Record<'good' | 'mixed' | 'bad', readonly string[]>> = {
  good: [
    'Merci beaucoup pour votre avis, à très bientôt !',
    'Merci, toute l’équipe est ravie que vous vous soyez régalé.',
    'Un grand merci ! Au plaisir de vous servir à nouveau.',
  ],
  mixed: [
    'Merci pour votre retour, nous en parlons avec la cuisine pour faire mieux la prochaine fois.',
    'Merci de votre honnêteté : nous veillons à ce que cela ne se reproduise pas.',
  ],
  bad: [
    'Nous sommes désolés pour cette commande. Nous vous offrons une réduction sur la prochaine pour nous rattraper.',
    'Toutes nos excuses : ce n’est pas le service que nous voulons vous offrir. Un geste commercial vous attend.',
  ],
};

export function moodOf(rating: number): 'good' | 'mixed' | 'bad' {
  if (rating >= 4) return 'good';
  return rating === 3 ? 'mixed' : 'bad';
}
