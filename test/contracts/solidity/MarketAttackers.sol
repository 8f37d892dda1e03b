// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

/// Test only. A buyer whose onERC721Received, run while the market moves the bought token to it,
/// makes a second call into the market (`reentry`, e.g. another buy or a cancel). A refused
/// re-entry is bubbled up, so the whole purchase reverts with the market's error.
contract ReentrantBuyer is IERC721Receiver {
    address public immutable market;
    bytes public reentry;
    uint256 public reentryValue;

    constructor(address market_) payable {
        market = market_;
    }

    function setReentry(bytes calldata call, uint256 value) external {
        reentry = call;
        reentryValue = value;
    }

    function buy(address collection, uint256 tokenId) external payable {
        (bool ok, bytes memory reason) = market.call{value: msg.value}(
            abi.encodeWithSignature("buy(address,uint256)", collection, tokenId)
        );
        if (!ok) _bubble(reason);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        if (reentry.length > 0) {
            (bool ok, bytes memory reason) = market.call{value: reentryValue}(reentry);
            if (!ok) _bubble(reason);
        }
        return IERC721Receiver.onERC721Received.selector;
    }

    receive() external payable {}

    function _bubble(bytes memory reason) private pure {
        assembly {
            revert(add(reason, 32), mload(reason))
        }
    }
}

/// Test only. A seller that is a contract: it lists its tokens, and when the market pays it, its
/// receive() takes the payment, refuses it, burns all the gas it is given, or makes a call back into
/// the market (`reentry`) and reports how that went in ReentryAttempt.
contract ContractSeller {
    enum OnPayment {
        Accept,
        Refuse,
        BurnGas
    }

    address public immutable market;
    OnPayment public onPayment;
    bytes public reentry;

    event ReentryAttempt(bool succeeded, bytes result);

    constructor(address market_) {
        market = market_;
    }

    function configure(OnPayment onPayment_, bytes calldata reentry_) external {
        onPayment = onPayment_;
        reentry = reentry_;
    }

    function list(address collection, uint256 tokenId, uint256 price) external {
        IERC721(collection).setApprovalForAll(market, true);
        (bool ok, bytes memory reason) = market.call(
            abi.encodeWithSignature("list(address,uint256,uint256)", collection, tokenId, price)
        );
        if (!ok) {
            assembly {
                revert(add(reason, 32), mload(reason))
            }
        }
    }

    function withdrawTo(address to) external {
        (bool ok, bytes memory reason) = market.call(abi.encodeWithSignature("withdraw(address)", to));
        if (!ok) {
            assembly {
                revert(add(reason, 32), mload(reason))
            }
        }
    }

    receive() external payable {
        if (reentry.length > 0) {
            (bool ok, bytes memory result) = market.call(reentry);
            emit ReentryAttempt(ok, result);
        }
        if (onPayment == OnPayment.Refuse) revert("ContractSeller: no ether");
        if (onPayment == OnPayment.BurnGas) {
            while (true) {}
        }
    }
}
