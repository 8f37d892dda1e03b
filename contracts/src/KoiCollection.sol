// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC165} from "@openzeppelin/contracts/interfaces/IERC165.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title A Koi NFT collection
/// @notice An ERC-721 whose owner mints tokens in batches to given holders. Each token's metadata is
/// the JSON the app serves at `baseURI + tokenId + uriSuffix` (its CDN path); a change of that
/// address or of one token's JSON is announced with the ERC-4906 events so indexers refetch it.
/// @dev Tokens are minted with `_mint`, not `_safeMint`: only the owner mints, the holders are the
/// demo's accounts, and skipping the receiver check keeps a 10,000-token mint cheap.
contract KoiCollection is ERC721, Ownable, IERC4906 {
    /// @dev ERC-4906's interface id, fixed by the standard (not derived from the interface's functions).
    bytes4 private constant ERC4906_INTERFACE_ID = 0x49064906;

    string private _baseTokenURI;
    string private _uriSuffix;
    uint256 private _totalSupply;
    /// @dev Lowest and highest id ever minted, so a base URI change names the range it affects.
    uint256 private _firstTokenId;
    uint256 private _lastTokenId;

    /// @notice `to` and `tokenIds` of a batch differ in length.
    error KoiCollectionBatchLengthMismatch(uint256 holders, uint256 tokenIds);

    /// @notice Every tokenURI now starts with `baseURI`.
    event BaseURIChanged(string baseURI);
    /// @notice Every tokenURI now ends with `suffix`.
    event URISuffixChanged(string suffix);

    /// @param name_ the collection's name
    /// @param symbol_ the collection's symbol
    /// @param baseURI_ what every tokenURI starts with, e.g. `https://cdn.example/metadata/battlecards/`
    /// @param uriSuffix_ what every tokenURI ends with after the id, e.g. `.json`, or empty
    /// @param initialOwner the account allowed to mint and to change the metadata address
    constructor(
        string memory name_,
        string memory symbol_,
        string memory baseURI_,
        string memory uriSuffix_,
        address initialOwner
    ) ERC721(name_, symbol_) Ownable(initialOwner) {
        _baseTokenURI = baseURI_;
        _uriSuffix = uriSuffix_;
    }

    /// @notice Mints `tokenIds[i]` to `to[i]` for every i. Reverts if any id exists already.
    /// @dev One Transfer event per token, from the zero address, as any ERC-721 mint.
    function mintBatch(address[] calldata to, uint256[] calldata tokenIds) external onlyOwner {
        uint256 count = tokenIds.length;
        if (to.length != count) revert KoiCollectionBatchLengthMismatch(to.length, count);
        if (count == 0) return;
        uint256 first = _totalSupply == 0 ? type(uint256).max : _firstTokenId;
        uint256 last = _lastTokenId;
        for (uint256 i = 0; i < count; ++i) {
            uint256 tokenId = tokenIds[i];
            _mint(to[i], tokenId);
            if (tokenId < first) first = tokenId;
            if (tokenId > last) last = tokenId;
        }
        // written once per batch rather than per token: a 10,000-token mint spends its gas on owners
        _firstTokenId = first;
        _lastTokenId = last;
        _totalSupply += count;
    }

    /// @notice How many tokens exist (there is no burn, so every token ever minted).
    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    /// @notice The address of token `tokenId`'s metadata JSON. Reverts for a token that does not exist.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return string.concat(_baseTokenURI, Strings.toString(tokenId), _uriSuffix);
    }

    /// @notice What every tokenURI starts with.
    function baseURI() external view returns (string memory) {
        return _baseTokenURI;
    }

    /// @notice What every tokenURI ends with after the id.
    function uriSuffix() external view returns (string memory) {
        return _uriSuffix;
    }

    /// @notice Moves every token's metadata to `newBaseURI`; emits BatchMetadataUpdate over the
    /// minted ids (none when nothing is minted yet).
    function setBaseURI(string calldata newBaseURI) external onlyOwner {
        _baseTokenURI = newBaseURI;
        emit BaseURIChanged(newBaseURI);
        _announceAllMetadata();
    }

    /// @notice Changes what every tokenURI ends with; emits BatchMetadataUpdate as setBaseURI does.
    function setURISuffix(string calldata newSuffix) external onlyOwner {
        _uriSuffix = newSuffix;
        emit URISuffixChanged(newSuffix);
        _announceAllMetadata();
    }

    /// @notice Announces that token `tokenId`'s metadata JSON changed (its address did not), so
    /// indexers and marketplaces fetch it again. Reverts for a token that does not exist.
    function refreshMetadata(uint256 tokenId) external onlyOwner {
        _requireOwned(tokenId);
        emit MetadataUpdate(tokenId);
    }

    /// @inheritdoc IERC165
    function supportsInterface(bytes4 interfaceId) public view override(ERC721, IERC165) returns (bool) {
        return interfaceId == ERC4906_INTERFACE_ID || super.supportsInterface(interfaceId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }

    function _announceAllMetadata() private {
        if (_totalSupply > 0) emit BatchMetadataUpdate(_firstTokenId, _lastTokenId);
    }
}
