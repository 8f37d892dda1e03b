/** The contest FAQ: the spec's ten questions, in its order. */
export const CONTEST_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I enter the art contest?',
    answer:
      'Claim a piece below, draw it, then press Enter: it opens a post on X with the contest account and the hashtag filled in. Add your artwork and tag the owner of the piece.',
  },
  {
    question: 'What are the style requirements?',
    answer: 'Your entry is either a full character with a background, or a face-off between two characters.',
  },
  {
    question: 'How do I claim a piece?',
    answer:
      'Connect your wallet, sign in, and press Claim on a free piece. The piece then shows as yours; you can release it again.',
  },
  {
    question: 'Can I claim more than one piece?',
    answer: 'No. Only one piece can be claimed at a time: release yours before claiming another.',
  },
  {
    question: 'Which styles are allowed?',
    answer:
      'Any medium and any style, from ink to 3D, as long as the entry is a full character with background or a face-off.',
  },
  {
    question: 'How do I submit my artwork?',
    answer:
      "Post it on X tagging the piece's owner and the contest account, with the hashtag of this year's contest. Enter opens that post for you.",
  },
  {
    question: 'Do I need an account on the contest platform?',
    answer: 'Yes: a member account, made by connecting your wallet and signing in, with your X account linked.',
  },
  {
    question: 'Is AI art allowed?',
    answer: 'No AI art is allowed. Every line must be yours.',
  },
  {
    question: 'Do I have to reserve a piece before drawing?',
    answer:
      'Reserving is optional: claiming tells everyone you are drawing that piece, but you can enter with any piece you hold.',
  },
  {
    question: 'What if I release my piece?',
    answer:
      'You can claim it again as long as nobody else has. Once another artist claims a piece you released, it is theirs and cannot be reclaimed.',
  },
]

/** The four numbered images of the FAQ: the steps of an entry. */
export const CONTEST_STEPS: readonly { image: string; caption: string }[] = [
  { image: 'images/art-contest/pieces/0.png', caption: 'Claim a piece' },
  { image: 'images/art-contest/entries/0.png', caption: 'Draw it' },
  { image: 'images/art-contest/entries/1.png', caption: 'Post it on X with the hashtag' },
  { image: 'images/art-contest/entries/2.png', caption: 'Press Enter and wait for the judges' },
]
