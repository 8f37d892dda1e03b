// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Consecutive} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Consecutive.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";

/// @notice Test-only: a plain OpenZeppelin ERC-721 minting its first tokens as one ERC-2309 range,
/// with open mint and burn and ERC-4906 notices, for the indexer's tests. Not for deployment.
contract IndexerTestCollection is ERC721Consecutive, IERC4906 {
    string private baseUri;

    constructor(string memory base, address holder, uint96 consecutive) ERC721("Indexer Test", "IDX") {
        baseUri = base;
        if (consecutive > 0) _mintConsecutive(holder, consecutive);
    }

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }

    function burn(uint256 tokenId) external {
        _burn(tokenId);
    }

    function setBaseURI(string calldata base) external {
        baseUri = base;
        emit BatchMetadataUpdate(0, type(uint256).max);
    }

    function touch(uint256 tokenId) external {
        emit MetadataUpdate(tokenId);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseUri;
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, IERC165) returns (bool) {
        return interfaceId == bytes4(0x49064906) || super.supportsInterface(interfaceId);
    }
}

/// @notice Test-only: emits the market events agreed with KoiMarket, as its caller says.
contract IndexerTestMarket {
    event Listed(address indexed collection, uint256 indexed tokenId, address indexed seller, uint256 price);
    event ListingCancelled(address indexed collection, uint256 indexed tokenId, address indexed seller);
    event Sold(address indexed collection, uint256 indexed tokenId, address indexed buyer, address seller, uint256 price);

    function list(address collection, uint256 tokenId, uint256 price) external {
        emit Listed(collection, tokenId, msg.sender, price);
    }

    function cancel(address collection, uint256 tokenId) external {
        emit ListingCancelled(collection, tokenId, msg.sender);
    }

    function sell(address collection, uint256 tokenId, address buyer, address seller, uint256 price) external {
        emit Sold(collection, tokenId, buyer, seller, price);
    }
}
