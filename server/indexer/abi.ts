import { parseAbi } from 'viem'

/** The collection's events the indexer reads: ERC-721, ERC-2309 and ERC-4906. */
export const collectionEventsAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event ConsecutiveTransfer(uint256 indexed fromTokenId, uint256 toTokenId, address indexed fromAddress, address indexed toAddress)',
  'event MetadataUpdate(uint256 _tokenId)',
  'event BatchMetadataUpdate(uint256 _fromTokenId, uint256 _toTokenId)',
])

/** Koi's market events (contracts/src/KoiMarket.sol). */
export const marketEventsAbi = parseAbi([
  'event Listed(address indexed collection, uint256 indexed tokenId, address indexed seller, uint256 price)',
  'event ListingCancelled(address indexed collection, uint256 indexed tokenId, address indexed seller)',
  'event Sold(address indexed collection, uint256 indexed tokenId, address indexed buyer, address seller, uint256 price)',
])

/** What the indexer calls on a collection; any of them may be missing on a plain ERC-721. */
export const collectionReadsAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function tokenURI(uint256 tokenId) view returns (string)',
])
