// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Sale stage and per-stage price the app reads: 0 none, 1 whitelist, 2 presale. A sale is active
/// when the stage is not none and its price is above zero.
contract Presale {
    uint8 public constant STAGE_NONE = 0;
    uint8 public constant STAGE_WHITELIST = 1;
    uint8 public constant STAGE_PRESALE = 2;

    address public owner;
    uint8 public stage;
    mapping(uint8 => uint256) public stagePrices;

    event StageChanged(uint8 stage);
    event StagePriceChanged(uint8 indexed stage, uint256 price);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "Presale: caller is not the owner");
        _;
    }

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    function setStage(uint8 stage_) external onlyOwner {
        require(stage_ <= STAGE_PRESALE, "Presale: unknown stage");
        stage = stage_;
        emit StageChanged(stage_);
    }

    function setStagePrice(uint8 stage_, uint256 price) external onlyOwner {
        require(stage_ == STAGE_WHITELIST || stage_ == STAGE_PRESALE, "Presale: only whitelist and presale have a price");
        stagePrices[stage_] = price;
        emit StagePriceChanged(stage_, price);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Presale: new owner is the zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}
