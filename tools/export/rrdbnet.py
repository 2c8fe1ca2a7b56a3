"""RRDBNet, the ESRGAN / Real-ESRGAN generator, written out as plain PyTorch.

The layer names follow the BasicSR/Real-ESRGAN checkpoints (conv_first, body.<i>.rdb<k>.conv<j>,
conv_body, conv_up1, conv_up2, conv_hr, conv_last), so a released state dict such as
RealESRGAN_x4plus.pth ("params_ema") loads into RRDBNet(num_feat=64, num_block=23,
num_grow_ch=32) with load_state_dict. Only the x4 layout is written here: two nearest x2
upsampling stages and no pixel-unshuffle front end (that one is used by the x1/x2 variants).
"""

import torch
import torch.nn as nn
import torch.nn.functional as F

# ESRGAN scales every residual branch by 0.2 before adding it back (residual scaling), and uses
# leaky ReLU with slope 0.2 after every conv except the last of each dense block.
RESIDUAL_SCALE = 0.2
LEAKY_SLOPE = 0.2


class ResidualDenseBlock(nn.Module):
    """Five 3x3 convs; conv k sees the block input concatenated with the outputs of convs 1..k-1."""

    def __init__(self, num_feat: int, num_grow_ch: int):
        super().__init__()
        self.conv1 = nn.Conv2d(num_feat, num_grow_ch, 3, padding=1)
        self.conv2 = nn.Conv2d(num_feat + 1 * num_grow_ch, num_grow_ch, 3, padding=1)
        self.conv3 = nn.Conv2d(num_feat + 2 * num_grow_ch, num_grow_ch, 3, padding=1)
        self.conv4 = nn.Conv2d(num_feat + 3 * num_grow_ch, num_grow_ch, 3, padding=1)
        self.conv5 = nn.Conv2d(num_feat + 4 * num_grow_ch, num_feat, 3, padding=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        features = [x]
        for conv in (self.conv1, self.conv2, self.conv3, self.conv4):
            grown = F.leaky_relu(conv(torch.cat(features, dim=1)), LEAKY_SLOPE)
            features.append(grown)
        return self.conv5(torch.cat(features, dim=1)) * RESIDUAL_SCALE + x


class RRDB(nn.Module):
    """Residual-in-residual dense block: three dense blocks in a row, with an outer residual."""

    def __init__(self, num_feat: int, num_grow_ch: int):
        super().__init__()
        self.rdb1 = ResidualDenseBlock(num_feat, num_grow_ch)
        self.rdb2 = ResidualDenseBlock(num_feat, num_grow_ch)
        self.rdb3 = ResidualDenseBlock(num_feat, num_grow_ch)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.rdb3(self.rdb2(self.rdb1(x))) * RESIDUAL_SCALE + x


class RRDBNet(nn.Module):
    """x4 super-resolution: N x num_in_ch x H x W -> N x num_out_ch x 4H x 4W."""

    def __init__(self, num_in_ch: int = 3, num_out_ch: int = 3, num_feat: int = 64,
                 num_block: int = 23, num_grow_ch: int = 32):
        super().__init__()
        self.conv_first = nn.Conv2d(num_in_ch, num_feat, 3, padding=1)
        self.body = nn.Sequential(*[RRDB(num_feat, num_grow_ch) for _ in range(num_block)])
        self.conv_body = nn.Conv2d(num_feat, num_feat, 3, padding=1)
        self.conv_up1 = nn.Conv2d(num_feat, num_feat, 3, padding=1)
        self.conv_up2 = nn.Conv2d(num_feat, num_feat, 3, padding=1)
        self.conv_hr = nn.Conv2d(num_feat, num_feat, 3, padding=1)
        self.conv_last = nn.Conv2d(num_feat, num_out_ch, 3, padding=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        feat = self.conv_first(x)
        feat = feat + self.conv_body(self.body(feat))
        for conv_up in (self.conv_up1, self.conv_up2):
            upsampled = F.interpolate(feat, scale_factor=2, mode="nearest")
            feat = F.leaky_relu(conv_up(upsampled), LEAKY_SLOPE)
        return self.conv_last(F.leaky_relu(self.conv_hr(feat), LEAKY_SLOPE))
