// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title Koi's NFT market
/// @notice Fixed-price listings of ERC-721 tokens for ether, one listing per (collection, tokenId).
/// The token stays with its seller until sold: the seller approves the market, and a sale moves the
/// token straight from seller to buyer and pays the seller the full price (no fee).
/// @dev Every state-changing function is `nonReentrant` and follows checks-effects-interactions: the
/// listing is deleted before the token moves (the buyer's onERC721Received runs) and before the
/// seller is paid (the seller's receive runs).
///
/// The seller is paid by push, with a bounded amount of gas, and a payment the seller does not take
/// (a contract that refuses ether or spends the gas) is kept for it to withdraw instead. So no seller
/// can make its own listing unbuyable or the market unusable, and a buyer never needs to trust the
/// seller's code.
contract KoiMarket is ReentrancyGuard {
    struct Listing {
        address seller;
        uint256 price;
    }

    /// @notice Gas given to the seller's address with its payment: enough for a smart-contract
    /// wallet's receive, too little to do anything costly at the buyer's expense.
    uint256 public constant SELLER_PAYMENT_GAS = 50_000;

    mapping(address collection => mapping(uint256 tokenId => Listing)) private _listings;

    /// @notice Ether owed to sellers whose payment could not be pushed, withdrawn with `withdraw`.
    mapping(address seller => uint256 amount) public pendingWithdrawals;

    /// @notice `seller` listed `tokenId` of `collection` for `price` wei (replacing any earlier listing).
    event Listed(address indexed collection, uint256 indexed tokenId, address indexed seller, uint256 price);
    /// @notice The listing of `tokenId` by `seller` was removed without a sale: by the seller, or by
    /// anyone once it went stale (the seller no longer owns the token).
    event ListingCancelled(address indexed collection, uint256 indexed tokenId, address indexed seller);
    /// @notice `buyer` bought `tokenId` from `seller` for `price` wei; the token is the buyer's.
    event Sold(
        address indexed collection,
        uint256 indexed tokenId,
        address indexed buyer,
        address seller,
        uint256 price
    );
    /// @notice The sale's payment could not be pushed to `seller`; it is owed to them instead.
    event PaymentDeferred(address indexed seller, uint256 amount);
    /// @notice `seller` withdrew the `amount` owed to them, sent to `to`.
    event Withdrawn(address indexed seller, address indexed to, uint256 amount);

    /// @notice A listing needs a price above zero.
    error ZeroPrice();
    /// @notice `account` does not own `tokenId` of `collection`.
    error NotTokenOwner(address collection, uint256 tokenId, address account);
    /// @notice The market may not move `tokenId` of `collection` for its owner (approval missing or revoked).
    error MarketNotApproved(address collection, uint256 tokenId);
    /// @notice `tokenId` of `collection` has no listing.
    error NotListed(address collection, uint256 tokenId);
    /// @notice Only the seller may cancel a listing that is still valid.
    error NotSeller(address collection, uint256 tokenId, address account);
    /// @notice The ether sent is not the listing's price.
    error WrongPrice(uint256 price, uint256 sent);
    /// @notice A seller cannot buy their own listing.
    error SellerCannotBuy();
    /// @notice The listing's seller no longer owns the token; anyone may cancel the listing.
    error StaleListing(address collection, uint256 tokenId, address seller);
    /// @notice Nothing is owed to the caller.
    error NothingToWithdraw();
    /// @notice Sending the withdrawal to `to` failed.
    error WithdrawalFailed(address to);

    /// @notice Lists `tokenId` of `collection` for `price` wei, or changes the price of its listing.
    /// The caller must own the token and have approved the market for it (or for all its tokens).
    function list(address collection, uint256 tokenId, uint256 price) external nonReentrant {
        if (price == 0) revert ZeroPrice();
        if (IERC721(collection).ownerOf(tokenId) != msg.sender) revert NotTokenOwner(collection, tokenId, msg.sender);
        if (!_marketApproved(collection, tokenId, msg.sender)) revert MarketNotApproved(collection, tokenId);
        _listings[collection][tokenId] = Listing(msg.sender, price);
        emit Listed(collection, tokenId, msg.sender, price);
    }

    /// @notice Removes the listing of `tokenId` of `collection`. Its seller may always; anyone else
    /// only when the listing is stale (the seller no longer owns the token), to clear it.
    function cancel(address collection, uint256 tokenId) external nonReentrant {
        Listing memory listing = _requireListing(collection, tokenId);
        if (msg.sender != listing.seller && _ownsToken(collection, tokenId, listing.seller)) {
            revert NotSeller(collection, tokenId, msg.sender);
        }
        delete _listings[collection][tokenId];
        emit ListingCancelled(collection, tokenId, listing.seller);
    }

    /// @notice Buys the listed `tokenId` of `collection`, sending exactly its price: the token moves
    /// to the caller with `safeTransferFrom` and the seller is paid.
    function buy(address collection, uint256 tokenId) external payable nonReentrant {
        Listing memory listing = _requireListing(collection, tokenId);
        // an exact price, so a buyer never pays more than the price they saw if the seller relists
        if (msg.value != listing.price) revert WrongPrice(listing.price, msg.value);
        if (msg.sender == listing.seller) revert SellerCannotBuy();
        if (!_ownsToken(collection, tokenId, listing.seller)) revert StaleListing(collection, tokenId, listing.seller);
        if (!_marketApproved(collection, tokenId, listing.seller)) revert MarketNotApproved(collection, tokenId);

        delete _listings[collection][tokenId];
        emit Sold(collection, tokenId, msg.sender, listing.seller, listing.price);

        IERC721(collection).safeTransferFrom(listing.seller, msg.sender, tokenId);
        (bool paid, ) = payable(listing.seller).call{value: listing.price, gas: SELLER_PAYMENT_GAS}("");
        if (!paid) {
            pendingWithdrawals[listing.seller] += listing.price;
            emit PaymentDeferred(listing.seller, listing.price);
        }
    }

    /// @notice Sends everything owed to the caller (see PaymentDeferred) to `to`, which may be
    /// another address than the caller's when the caller cannot take ether.
    function withdraw(address payable to) external nonReentrant {
        uint256 amount = pendingWithdrawals[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        pendingWithdrawals[msg.sender] = 0;
        emit Withdrawn(msg.sender, to, amount);
        (bool sent, ) = to.call{value: amount}("");
        if (!sent) revert WithdrawalFailed(to);
    }

    /// @notice The listing of `tokenId` of `collection`: its seller and price in wei, or zeros when
    /// it is not listed. A listing may be stale: check the seller still owns the token.
    function listingOf(address collection, uint256 tokenId) external view returns (address seller, uint256 price) {
        Listing memory listing = _listings[collection][tokenId];
        return (listing.seller, listing.price);
    }

    function _requireListing(address collection, uint256 tokenId) private view returns (Listing memory listing) {
        listing = _listings[collection][tokenId];
        if (listing.seller == address(0)) revert NotListed(collection, tokenId);
    }

    /// @dev A token that no longer exists (burned) is owned by no one, so its listing is stale too.
    function _ownsToken(address collection, uint256 tokenId, address account) private view returns (bool) {
        try IERC721(collection).ownerOf(tokenId) returns (address owner) {
            return owner == account;
        } catch {
            return false;
        }
    }

    function _marketApproved(address collection, uint256 tokenId, address owner) private view returns (bool) {
        return
            IERC721(collection).isApprovedForAll(owner, address(this)) ||
            IERC721(collection).getApproved(tokenId) == address(this);
    }
}
