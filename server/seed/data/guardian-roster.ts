/**
 * The Guardians beyond the first eight: each keeps one shrine, gate or path of the arenas. With the
 * eight of `guardians.ts` they make the fifty the profile editor offers (spec: guardian list limit 50).
 * Ids are lowercase letters only: they double as asset names (`images/guardians/{id}.png`).
 */
export const GUARDIAN_ROSTER: readonly (readonly [id: string, name: string, description: string])[] = [
  [
    'akira',
    'Akira of the Bright Gate',
    'Akira opens the eastern gate of the Golden Temple at dawn, and not a minute sooner.',
  ],
  [
    'hana',
    'Hana, the Petal Archer',
    'Hana shoots with arrows fletched in cherry petals. They fall softly and they never miss.',
  ],
  [
    'jiro',
    'Jiro the Lantern Bearer',
    'Jiro carries the last lantern through the Mystic Forest so no Traveller walks it in the dark.',
  ],
  [
    'kenji',
    'Kenji, Scholar of Cards',
    'Kenji has read every Battlecard ever drawn and can name the virtue of any of them at a glance.',
  ],
  [
    'rin',
    'Rin of the Silent Bell',
    'Rin rings a bell no one can hear. Duels in her arena begin when the Travellers feel it.',
  ],
  [
    'sora',
    'Sora, Warden of the Sky',
    'Sora rides the high winds over the arenas and reports every storm before it breaks.',
  ],
  ['taro', 'Taro the Ferryman', 'Taro poles his flat boat across the Mystic River and takes one card as his fare.'],
  ['umi', 'Umi of the Deep Pool', 'Umi keeps the pool beneath the Great Waterfall, where the oldest koi sleep.'],
  ['aoi', 'Aoi, the Blue Flame', 'Aoi burns cold. Her fire tempers Forged editions without melting the ink.'],
  [
    'daichi',
    'Daichi, Stone of the Mountain',
    'Daichi has not moved from the mountain pass in forty years. Nobody has passed him either.',
  ],
  [
    'emi',
    'Emi, the Smiling Blade',
    'Emi laughs through every duel. Her opponents find it harder to bear than her sword.',
  ],
  [
    'fumiko',
    'Fumiko the Archivist',
    'Fumiko keeps the records of every duel fought in the four arenas, winners and losers alike.',
  ],
  [
    'goro',
    'Goro of the Fifth Step',
    'Goro guards the fifth of the hundred temple steps and asks each climber a single question.',
  ],
  [
    'haru',
    'Haru, Herald of Spring',
    'Haru announces each new season of the Arena, and with it the cards that will wake.',
  ],
  [
    'isamu',
    'Isamu the Courageous',
    'Isamu stands first in every line. Strength is the virtue he trains in every Traveller.',
  ],
  ['jun', 'Jun, Keeper of Scrolls', 'Jun guards the scroll relics and lets only the patient unroll them.'],
  [
    'kohaku',
    'Kohaku, the Amber Koi',
    'Kohaku was a koi before he was a Guardian. He still swims the moat around the temple.',
  ],
  [
    'kuro',
    'Kuro the Shadow',
    'Kuro walks behind every Traveller who enters the Inked world and makes sure each comes back.',
  ],
  ['mei', 'Mei, the Quiet Healer', 'Mei mends torn cards and tired Travellers alike, and asks nothing of either.'],
  [
    'nami',
    'Nami of the Waves',
    'Nami calls the river up against anyone who fights without honour in the Mystic River arena.',
  ],
  [
    'osamu',
    'Osamu the Strategist',
    'Osamu has planned a thousand duels on a board of sand. Wisdom is his virtue and his weapon.',
  ],
  [
    'ren',
    'Ren, Lotus of the Marsh',
    'Ren grows where nothing else will. Travellers who lose their way in the marsh follow her flowers.',
  ],
  ['saburo', 'Saburo the Smith', "Saburo sharpens the blades of the relic hall and keeps Ryuga's forge fed with coal."],
  ['shin', 'Shin, the True Heart', 'Shin cannot lie and cannot be lied to. He judges the disputes of the arena.'],
  [
    'takumi',
    'Takumi the Craftsman',
    'Takumi carves the masks of the arena relics, one a year, each for a Traveller he has watched.',
  ],
  [
    'tora',
    'Tora, the Tiger of the Forest',
    'Tora prowls the edge of the Mystic Forest. Travellers who respect it pass; the rest turn back.',
  ],
  [
    'yuki',
    'Yuki of the First Snow',
    'Yuki brings the winter duels, fought on ice, where Resilience counts more than Strength.',
  ],
  [
    'zen',
    'Zen, the Still Mind',
    'Zen sits at the centre of the arena during every duel and has never once been struck.',
  ],
  ['botan', 'Botan the Peony Guard', 'Botan tends the temple gardens and knows which flower hides which secret path.'],
  [
    'chiyo',
    'Chiyo, Keeper of a Thousand Years',
    'Chiyo is the oldest of the Guardians. She remembers the arenas before there were cards.',
  ],
  [
    'hotaru',
    'Hotaru the Firefly',
    'Hotaru lights the night duels with a swarm of fireflies that follow her every step.',
  ],
  [
    'ishi',
    'Ishi, the Stone Sentinel',
    'Ishi is carved from the temple rock and wakes only when the gate is threatened.',
  ],
  [
    'kaede',
    'Kaede of the Maple Road',
    'Kaede walks the maple road each autumn and leaves a red leaf on every card she blesses.',
  ],
  [
    'kiku',
    'Kiku, the Chrysanthemum Seal',
    'Kiku seals the Gods edition cards in their shrines until a worthy Traveller comes.',
  ],
  ['masa', 'Masa the Just', 'Masa keeps the arena rules and reads them aloud before every tournament.'],
  [
    'nobu',
    'Nobu, the Banner Bearer',
    'Nobu carries the banner of the Travellers into every great battle of the Odyssey.',
  ],
  [
    'raiden',
    'Raiden, Lord of Thunder',
    'Raiden strikes the opening drum of each season. The mountain answers him in echoes.',
  ],
  [
    'sen',
    'Sen, the Thousand Threads',
    'Sen weaves the fate of each duel into a single thread. Destiny is the virtue she serves.',
  ],
  [
    'tsubaki',
    'Tsubaki the Camellia',
    'Tsubaki guards the Kawarimono cards, whose faces change when no one is looking.',
  ],
  [
    'washi',
    'Washi, the Paper Crane',
    'Washi folds a crane for each Traveller who falls, and sends it back to them with hope.',
  ],
  [
    'yasu',
    'Yasu the Peacekeeper',
    'Yasu ends the duels that should never have started, with a word instead of a blade.',
  ],
  [
    'hikari',
    'Hikari, the Guiding Light',
    'Hikari shines at the top of the Great Waterfall for every climber still on the way up.',
  ],
]
