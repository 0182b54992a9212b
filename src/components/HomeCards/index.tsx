import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type HomeCard = {
  /** Short heading for the card, such as "Try Unleash". */
  title: string;
  /** One or two sentences saying who the path is for. */
  description: string;
  /** Site path or URL the card leads to. */
  href: string;
  /** Visible link text, phrased as the action the reader takes. */
  linkLabel: string;
};

type Props = {
  cards: HomeCard[];
  /** Heading level of each card title, so the cards fit the page outline (default 3). */
  headingLevel?: 2 | 3;
};

/** Grid of entry points on the home page: a heading, a sentence and one link per card. */
export default function HomeCards({cards, headingLevel = 3}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.href} className={styles.card}>
          <Heading className={styles.title}>{card.title}</Heading>
          <p className={styles.description}>{card.description}</p>
          <Link className={styles.link} to={card.href}>
            {card.linkLabel}
            <span aria-hidden="true"> →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
