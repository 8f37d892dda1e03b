// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IRewardToken {
    function transfer(address to, uint256 value) external returns (bool);
}

/// Pays out reward tokens against a claim the server signed (EIP-712). The server decides how much a
/// member may claim from their GCoins; the vault enforces what must hold on chain whatever the server
/// says: one use per signature (per-account nonce), the deadline, MAX_CLAIM per claim and one claim
/// per CLAIM_PERIOD.
contract ClaimVault {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 public constant CLAIM_TYPEHASH =
        keccak256("Claim(address account,address token,uint256 tokenId,uint256 amount,uint256 nonce,uint256 deadline)");
    // secp256k1n / 2: signatures with a higher s are the malleable twin of a valid one
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    uint256 public immutable MAX_CLAIM;
    uint256 public immutable CLAIM_PERIOD;

    address public owner;
    address public signer;
    /// tokenId of a claim is the index of the reward token in this list
    address[] public tokens;

    mapping(address => uint256) public nonces;
    mapping(address => uint256) public lastClaimTimestamp;
    mapping(address => mapping(address => uint256)) private claimedAmount;

    event Claimed(address indexed account, address indexed token, uint256 tokenId, uint256 amount, uint256 nonce);
    event SignerChanged(address indexed signer);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "ClaimVault: caller is not the owner");
        _;
    }

    constructor(address signer_, uint256 maxClaim, uint256 claimPeriod, address[] memory tokens_) {
        require(signer_ != address(0), "ClaimVault: signer is the zero address");
        owner = msg.sender;
        signer = signer_;
        MAX_CLAIM = maxClaim;
        CLAIM_PERIOD = claimPeriod;
        tokens = tokens_;
        emit OwnershipTransferred(address(0), msg.sender);
        emit SignerChanged(signer_);
    }

    function claim(bytes calldata signature, uint256 tokenId, uint256 amount, uint256 deadline) external {
        require(block.timestamp <= deadline, "ClaimVault: signature expired");
        require(tokenId < tokens.length, "ClaimVault: unknown token id");
        require(amount > 0, "ClaimVault: amount is zero");
        require(amount <= MAX_CLAIM, "ClaimVault: amount exceeds MAX_CLAIM");
        require(block.timestamp >= nextClaimTimestamp(msg.sender), "ClaimVault: claim period not over");

        address token = tokens[tokenId];
        uint256 nonce = nonces[msg.sender];
        bytes32 digest = claimDigest(token, tokenId, amount, nonce, deadline);
        if (recover(digest, signature) != signer) {
            // The nonce is part of the digest, so a replay no longer matches: tell it apart from a forgery.
            require(nonce == 0 || recover(claimDigest(token, tokenId, amount, nonce - 1, deadline), signature) != signer, "ClaimVault: signature already used");
            revert("ClaimVault: invalid signature");
        }

        nonces[msg.sender] = nonce + 1;
        lastClaimTimestamp[msg.sender] = block.timestamp;
        claimedAmount[token][msg.sender] += amount;
        emit Claimed(msg.sender, token, tokenId, amount, nonce);
        require(IRewardToken(token).transfer(msg.sender, amount), "ClaimVault: token transfer failed");
    }

    function claimDigest(address token, uint256 tokenId, uint256 amount, uint256 nonce, uint256 deadline)
        private
        view
        returns (bytes32)
    {
        bytes32 structHash = keccak256(abi.encode(CLAIM_TYPEHASH, msg.sender, token, tokenId, amount, nonce, deadline));
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
    }

    function nextClaimTimestamp(address account) public view returns (uint256) {
        uint256 last = lastClaimTimestamp[account];
        return last == 0 ? 0 : last + CLAIM_PERIOD;
    }

    function getAccountClaimedAmount(address token, address account) external view returns (uint256) {
        return claimedAmount[token][account];
    }

    function tokenCount() external view returns (uint256) {
        return tokens.length;
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("Koi ClaimVault"), keccak256("1"), block.chainid, address(this)));
    }

    function setSigner(address signer_) external onlyOwner {
        require(signer_ != address(0), "ClaimVault: signer is the zero address");
        signer = signer_;
        emit SignerChanged(signer_);
    }

    function addToken(address token) external onlyOwner {
        require(token != address(0), "ClaimVault: token is the zero address");
        tokens.push(token);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "ClaimVault: new owner is the zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        require(signature.length == 65, "ClaimVault: invalid signature length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        if (v < 27) v += 27;
        require(v == 27 || v == 28, "ClaimVault: invalid signature");
        require(uint256(s) <= HALF_ORDER, "ClaimVault: invalid signature");
        address recovered = ecrecover(digest, v, r, s);
        require(recovered != address(0), "ClaimVault: invalid signature");
        return recovered;
    }
}
