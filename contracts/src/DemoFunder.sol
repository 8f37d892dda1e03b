// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Sends one amount to each of many accounts in a transaction: the demo history funds its
/// thousands of sellers and buyers in a few blocks, where a plain transfer each took a transaction each.
contract DemoFunder {
    error NothingToFund();
    error TransferFailed(address recipient);

    /// @notice Splits the value sent evenly between `recipients` (any remainder stays here).
    function fund(address payable[] calldata recipients) external payable {
        if (recipients.length == 0) revert NothingToFund();
        uint256 each = msg.value / recipients.length;
        for (uint256 index = 0; index < recipients.length; index++) {
            (bool sent, ) = recipients[index].call{value: each}("");
            if (!sent) revert TransferFailed(recipients[index]);
        }
    }
}
