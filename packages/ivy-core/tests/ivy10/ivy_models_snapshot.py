"""Test data: the pure-Ivy architectures of the unifyai/models repository (now ivy-llc/models),
as Ivy 1.0 code that ivy must run unchanged. Not shipped in any wheel.

Each section is the code of one file of https://github.com/ivy-llc/models at the commit named
above it (Apache-2.0, (c) the Ivy team), kept as written, with these edits only:
- the pretrained-weight loaders (``load_torch_weights`` and the torch-key mappings,
  ``load_transformers_weights``, Hugging Face pushing/loading, ``__main__`` demos) are left out:
  they download weights; the test gives seeded weights instead;
- the modules' imports of each other are replaced by this module's names, and ``from typing
  import`` names what the files use; some classes' docstrings are left out;
- ``ConvNeXtV2Block`` (imported by ``convnext.py``, absent from that commit's ``layers.py``) is
  left out of the import.
Everything else (their bugs included) is as Ivy 1.0 ran it. The commits are chosen so that
``ivy==1.0.0.5`` runs the file where a stored version of it does (for ResNet, AlexNet, ViT,
SqueezeNet and EfficientNet another version than the one first taken: the ResNet is the plain
``ivy.Module`` one with its own residual blocks, the EfficientNet the first ``EfficientNet``);
no stored DenseNet or ConvNeXt version runs there, and these are kept with their errors, as
ivy 1.0.0.5 cannot run them either (``data/models_reference.json`` has its errors).
``test_ivy10_models.py`` compares ivy's outputs with those of ``ivy==1.0.0.5``
(``data/models_reference.npz``).
"""

# ruff: noqa
# fmt: off

import builtins
import collections
import inspect
import math
from collections import OrderedDict
from dataclasses import asdict, dataclass
from functools import partial
from itertools import repeat
from typing import Any, Callable, List, NamedTuple, Optional, Sequence, Tuple, Type, Union

import ivy
from ivy.stateful.initializers import Constant, GlorotUniform, Ones, Zeros
from ivy.stateful.module import Module


# ---------------------------------------------------------------- ivy_models/base/spec.py
# commit 3d7102176ade860ef66649fca78f2b55a1b57bbd


class BaseSpec:
    def __init__(self, **kwargs):
        for key, value in kwargs.items():
            try:
                setattr(self, key, value)
            except AttributeError:
                raise ivy.exceptions.IvyException(
                    f"Can't set {key} with value {value} for {self}"
                )

    def to_dict(self):
        return self.__dict__


# --------------------------------------------------------------- ivy_models/base/model.py
# commit 0d1810727fc51a9bbbea689a98393a1d6ed6b680


class abstractclassmethod(classmethod):
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super(abstractclassmethod, self).__init__(callable)


class BaseModel(ivy.Module):
    def __init__(self, *args, **kwargs):
        super(BaseModel, self).__init__(*args, **kwargs)

    def __setattr__(self, key, value):
        prev_call = inspect.getframeinfo(inspect.currentframe().f_back)[0]
        from_test = "ivy_models_tests" in prev_call
        from_ivy_module = "ivy/stateful/module" in prev_call
        if (
            key == "v"
            and "v" in self.__dict__.keys()
            and self.__dict__["v"] is not None
            and not (from_test or from_ivy_module)
        ):
            ivy.Container.cont_assert_identical_structure([self.v, value])
        self.__dict__[key] = value

    @abstractclassmethod
    def get_spec_class(self):
        raise NotImplementedError()


# ------------------------------------------------------------- ivy_models/resnet/resnet.py
# commit 02b3d49aadb9a4681cf6ef28608732b8b0e52373


class ResidualBlock(ivy.Module):
    def __init__(self, in_channels, out_channels, stride=1, downsample=None):
        """
        Helper module that is used in the ResNet implementation.
        :param in_channels: number of input channels
        :param out_channels: number of output channels
        :param stride: stride used in the convolutions
        :param downsample: downsample function used in the residual path
        """
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.downsample = downsample
        self.stride = stride
        self.relu = ivy.ReLU()
        super(ResidualBlock, self).__init__()

    def _build(self, *args, **kwrgs):
        self.conv1 = ivy.Conv2D(
            self.in_channels,
            self.out_channels,
            [3, 3],
            self.stride,
            1,
            with_bias=False,
        )
        self.bn1 = ivy.BatchNorm2D(self.out_channels)
        self.conv2 = ivy.Conv2D(
            self.out_channels, self.out_channels, [3, 3], 1, 1, with_bias=False
        )
        self.bn2 = ivy.BatchNorm2D(self.out_channels)

    def _forward(self, x):
        residual = x
        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)
        out = self.conv2(out)
        out = self.bn2(out)
        if self.downsample:
            for layer in self.downsample:
                residual = layer(residual)
        out = ivy.add(out, residual)
        out = self.relu(out)
        return out


class ResLayer(ivy.Module):
    def __init__(
        self,
        block,
        planes,
        blocks,
        current_inplanes,
        stride=1,
    ):
        """Helper module that is used in the ResNet implementation."""
        self.block = block
        self.planes = planes
        self.blocks = blocks
        self.stride = stride
        self.current_inplanes = current_inplanes
        super(ResLayer, self).__init__()

    def _build(self, *args, **kwargs):
        downsample = None
        layers = []
        if self.stride != 1 or self.current_inplanes != self.planes:
            downsample = [
                ivy.Conv2D(
                    self.current_inplanes,
                    self.planes,
                    [1, 1],
                    self.stride,
                    0,
                    with_bias=False,
                ),
                ivy.BatchNorm2D(self.planes),
            ]

        layers.append(
            self.block(self.current_inplanes, self.planes, self.stride, downsample)
        )

        self.current_inplanes = self.planes
        for _ in range(1, self.blocks):
            layers.append(self.block(self.current_inplanes, self.planes))
        self.layers = layers

    def _forward(self, inputs):
        out = inputs
        for layer in self.layers:
            out = layer(out)
        return out


class ResNet(ivy.Module):
    def __init__(self, block, layers, num_classes=1000, v=None):
        """
        Resnet implementation.
        :param block: residual block used in the network
        :param layers: list containing the number of blocks per layer
        :param num_classes: number of classes in the dataset
        """
        self.num_classes = num_classes
        self.block = block
        self.layers = layers
        self.inplanes = 64
        self.conv1 = ivy.Conv2D(3, 64, [7, 7], 2, 3, with_bias=False)
        self.bn1 = ivy.BatchNorm2D(64)
        self.relu = ivy.ReLU()
        self.maxpool = ivy.MaxPool2D(3, 2, 1)

        self.layer1 = ResLayer(
            self.block, 64, self.layers[0], current_inplanes=64, stride=1
        )
        self.layer2 = ResLayer(
            self.block, 128, self.layers[1], current_inplanes=64, stride=2
        )
        self.layer3 = ResLayer(
            self.block, 256, self.layers[2], current_inplanes=128, stride=2
        )
        self.layer4 = ResLayer(
            self.block, 512, self.layers[3], current_inplanes=256, stride=2
        )

        self.avgpool = ivy.AvgPool2D(7, 1, "VALID")
        self.fc = ivy.Linear(512, self.num_classes)
        super(ResNet, self).__init__()
        if v is not None:
            self.v = v

    def _forward(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = self.relu(x)
        x = self.maxpool(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x = self.layer3(x)
        x = self.layer4(x)

        x = self.avgpool(x)
        x = x.reshape((x.shape[0], -1))
        x = self.fc(x)
        return x


# ----------------------------------------------------------- ivy_models/alexnet/alexnet.py
# commit a24ac9a8631bd4ea41db0426deab53181b111a71


class AlexNetSpec(BaseSpec):
    def __init__(self, num_classes=1000, dropout=0, data_format="NCHW"):
        super(AlexNetSpec, self).__init__(
            num_classes=num_classes, dropout=dropout, data_format=data_format
        )


class AlexNet(BaseModel):
    """An Ivy native implementation of AlexNet"""

    def __init__(
        self, num_classes=1000, dropout=0, data_format="NCHW", spec=None, v=None
    ):
        self.spec = (
            spec
            if spec and isinstance(spec, AlexNetSpec)
            else AlexNetSpec(
                num_classes=num_classes, dropout=dropout, data_format=data_format
            )
        )
        super(AlexNet, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.features = ivy.Sequential(
            ivy.Conv2D(3, 64, [11, 11], [4, 4], 2, data_format="NCHW"),
            ivy.ReLU(),
            ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
            ivy.Conv2D(64, 192, [5, 5], [1, 1], 2, data_format="NCHW"),
            ivy.ReLU(),
            ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
            ivy.Conv2D(192, 384, [3, 3], 1, 1, data_format="NCHW"),
            ivy.ReLU(),
            ivy.Conv2D(384, 256, [3, 3], 1, 1, data_format="NCHW"),
            ivy.ReLU(),
            ivy.Conv2D(256, 256, [3, 3], 1, 1, data_format="NCHW"),
            ivy.ReLU(),
            ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
        )
        self.avgpool = ivy.AdaptiveAvgPool2d((6, 6), data_format="NCHW")
        self.classifier = ivy.Sequential(
            ivy.Dropout(prob=self.spec.dropout),
            ivy.Linear(256 * 6 * 6, 4096),
            ivy.ReLU(),
            ivy.Dropout(prob=self.spec.dropout),
            ivy.Linear(4096, 4096),
            ivy.ReLU(),
            ivy.Linear(4096, self.spec.num_classes),
        )

    @classmethod
    def get_spec_class(self):
        return AlexNetSpec

    def _forward(self, x, data_format=None):
        data_format = data_format if data_format else self.spec.data_format
        if data_format == "NHWC":
            x = ivy.permute_dims(x, (0, 3, 1, 2))
        x = self.features(x)
        x = self.avgpool(x)
        x = ivy.reshape(x, (x.shape[0], -1))
        x = self.classifier(x)
        return x


# --------------------------------------------------------------- ivy_models/unet/layers.py
# commit 097edd12b59607c32f629908316ea2ce13ad1a4f


class UNetDoubleConv(ivy.Module):
    def __init__(self, in_channels, out_channels, mid_channels=None):
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.mid_channels = mid_channels if mid_channels else out_channels
        super(UNetDoubleConv, self).__init__()

    def _build(self, *args, **kwargs):
        self.double_conv = ivy.Sequential(
            ivy.Conv2D(
                self.in_channels, self.mid_channels, [3, 3], 1, 1, with_bias=False
            ),
            ivy.BatchNorm2D(self.mid_channels, training=False),
            ivy.ReLU(),
            ivy.Conv2D(
                self.mid_channels, self.out_channels, [3, 3], 1, 1, with_bias=False
            ),
            ivy.BatchNorm2D(self.out_channels, training=False),
            ivy.ReLU(),
        )

    def _forward(self, x):
        return self.double_conv(x)


class UNetDown(ivy.Module):
    """Downscaling with maxpool then double conv"""

    def __init__(self, in_channels, out_channels):
        self.in_channels = in_channels
        self.out_channels = out_channels
        super().__init__()

    def _build(self, *args, **kwargs):
        self.maxpool_conv = ivy.Sequential(
            ivy.MaxPool2D(2, 2, 0), UNetDoubleConv(self.in_channels, self.out_channels)
        )

    def _forward(self, x):
        return self.maxpool_conv(x)


class UNetUp(ivy.Module):
    """Upscaling then double conv"""

    def __init__(self, in_channels, out_channels, bilinear=True):
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.bilinear = bilinear
        super().__init__()

    def _build(self, *args, **kwargs):
        if self.bilinear:
            self.up = ivy.interpolate(
                scale_factor=2, mode="bilinear", align_corners=True
            )
            self.conv = UNetDoubleConv(
                self.in_channels, self.out_channels, self.in_channels // 2
            )
        else:
            self.up = ivy.Conv2DTranspose(
                self.in_channels, self.in_channels // 2, [2, 2], 2, "VALID"
            )
            self.conv = UNetDoubleConv(self.in_channels, self.out_channels)

    def _forward(self, x1, x2):
        x1 = self.up(x1)
        # input is BHWC
        diff_H = x2.shape[1] - x1.shape[1]
        diff_W = x2.shape[2] - x1.shape[2]

        pad_width = (
            (0, 0),
            (diff_H - diff_H // 2, diff_H // 2),
            (diff_W // 2, diff_W - diff_W // 2),
            (0, 0),
        )

        x1 = ivy.constant_pad(x1, pad_width)
        x = ivy.concat((x2, x1), axis=3)
        return self.conv(x)


class UNetOutConv(ivy.Module):
    def __init__(self, in_channels, out_channels):
        self.in_channels = in_channels
        self.out_channels = out_channels
        super(UNetOutConv, self).__init__()

    def _build(self, *args, **kwargs):
        self.conv = ivy.Conv2D(self.in_channels, self.out_channels, [1, 1], 1, 0)

    def _forward(self, x):
        return self.conv(x)


# ----------------------------------------------------------------- ivy_models/unet/unet.py
# commit 8b4967de6375725c6ff1e951730118edb0fe94f9


class UNetSpec(BaseSpec):
    def __init__(self, n_channels, n_classes, bilinear=False):
        super(UNetSpec, self).__init__(
            n_channels=n_channels,
            n_classes=n_classes,
            bilinear=bilinear,
        )


class UNET(BaseModel):
    def __init__(self, n_channels, n_classes, bilinear=False, spec=None, v=None):
        self.spec = (
            spec
            if spec and isinstance(spec, UNetSpec)
            else UNetSpec(n_channels, n_classes, bilinear)
        )
        super(UNET, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.factor = 2 if self.spec.bilinear else 1
        self.inc = UNetDoubleConv(self.spec.n_channels, 64)
        self.down1 = UNetDown(64, 128)
        self.down2 = UNetDown(128, 256)
        self.down3 = UNetDown(256, 512)
        self.down4 = UNetDown(512, 1024 // self.factor)
        self.up1 = UNetUp(1024, 512 // self.factor, self.spec.bilinear)
        self.up2 = UNetUp(512, 256 // self.factor, self.spec.bilinear)
        self.up3 = UNetUp(256, 128 // self.factor, self.spec.bilinear)
        self.up4 = UNetUp(128, 64, self.spec.bilinear)
        self.outc = UNetOutConv(64, self.spec.n_classes)

    @classmethod
    def get_spec_class(self):
        return UNetSpec

    def _forward(self, x, data_format="NHWC"):
        data_format = data_format if data_format else self.spec.data_format
        if data_format == "NCHW":
            x = ivy.permute_dims(x, (0, 2, 3, 1))
        x1 = self.inc(x)
        x2 = self.down1(x1)
        x3 = self.down2(x2)
        x4 = self.down3(x3)
        x5 = self.down4(x4)
        x = self.up1(x5, x4)
        x = self.up2(x, x3)
        x = self.up3(x, x2)
        x = self.up4(x, x1)
        logits = self.outc(x)
        return logits


# --------------------------------------------------------- ivy_models/mlpmixer/mlpmixer.py
# commit 679d5b7eec7bed90c15d3ebb717521721df9d01b


class MLPMixerSpec(BaseSpec):
    def __init__(
        self,
        vol=72,
        inp_dim=3,
        num_classes=10,
        num_blocks=2,
        patch_size=16,
        hidden_dim=128,
        token_mlp_dim=64,
        channel_mlp_dim=32,
        data_format="NHWC",
    ):
        super(MLPMixerSpec, self).__init__(
            vol=vol,
            inp_dim=inp_dim,
            num_classes=num_classes,
            num_blocks=num_blocks,
            patch_size=patch_size,
            hidden_dim=hidden_dim,
            token_mlp_dim=token_mlp_dim,
            channel_mlp_dim=channel_mlp_dim,
            data_format=data_format,
        )


class MLPBlock(ivy.Module):
    def __init__(self, inp_dim, mlp_dim):
        self.linear0 = ivy.Linear(inp_dim, mlp_dim)
        self.gelu = ivy.GELU()
        self.linear1 = ivy.Linear(mlp_dim, inp_dim)
        self.dropout = ivy.Dropout(0.25)
        super(MLPBlock, self).__init__()

    def _forward(self, x):
        y = self.linear0(x)
        y = self.gelu(y)
        y = self.linear1(y)
        return y


class MixerBlock(ivy.Module):
    def __init__(self, hidden_dim, num_patches, token_mlp_dim, channel_mlp_dim):
        self.norm1 = ivy.LayerNorm([hidden_dim])
        self.mlp_block1 = MLPBlock(num_patches, token_mlp_dim)
        self.norm2 = ivy.LayerNorm([hidden_dim])
        self.mlp_block2 = MLPBlock(hidden_dim, channel_mlp_dim)
        super(MixerBlock, self).__init__()

    def _forward(self, x):
        y = self.norm1(x)
        y = ivy.matrix_transpose(y)
        y = self.mlp_block1(y)
        y = ivy.matrix_transpose(y)
        x = x + y
        y = self.norm2(x)
        y = x + self.mlp_block2(y)
        return y


class MLPMixer(BaseModel):
    def __init__(
        self,
        vol=72,
        inp_dim=3,
        num_classes=10,
        num_blocks=2,
        patch_size=16,
        hidden_dim=128,
        token_mlp_dim=64,
        channel_mlp_dim=32,
        data_format="NHWC",
        spec=None,
        v=None,
    ):
        self.spec = (
            spec
            if spec and isinstance(spec, MLPMixerSpec)
            else MLPMixerSpec(
                vol=vol,
                inp_dim=inp_dim,
                num_classes=num_classes,
                num_blocks=num_blocks,
                patch_size=patch_size,
                hidden_dim=hidden_dim,
                token_mlp_dim=token_mlp_dim,
                channel_mlp_dim=channel_mlp_dim,
                data_format=data_format,
            )
        )

        super(MLPMixer, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.conv = ivy.Conv2D(
            self.spec.inp_dim,
            self.spec.hidden_dim,
            [self.spec.patch_size, self.spec.patch_size],
            [self.spec.patch_size, self.spec.patch_size],
            0,
            data_format="NHWC",
        )
        self.num_patches = int((self.spec.vol / self.spec.patch_size) ** 2)
        self.mixer_block = MixerBlock(
            self.spec.hidden_dim,
            self.num_patches,
            self.spec.token_mlp_dim,
            self.spec.channel_mlp_dim,
        )
        self.norm = ivy.LayerNorm([self.spec.hidden_dim])
        self.dropout = ivy.Dropout(0.25)
        self.linear = ivy.Linear(self.spec.hidden_dim, self.spec.num_classes)

    @classmethod
    def get_spec_class(self):
        return MLPMixerSpec

    def _forward(self, x, data_format=None):
        data_format = data_format if data_format else self.spec.data_format
        if data_format == "NCHW":
            x = ivy.permute_dims(x, (0, 2, 3, 1))
        x = self.conv(x)
        x = x.reshape(
            (int(x.shape[0]), int(x.shape[1]) * int(x.shape[2]), int(x.shape[3]))
        )
        for i in range(self.spec.num_blocks):
            x = self.mixer_block(x)
        x = self.norm(x)
        x = ivy.mean(x, axis=1)
        logits = self.linear(x)
        probs = ivy.softmax(logits)

        return probs


# ---------------------------------------------------------------- ivy_models/vit/layers.py
# commit 679d5b7eec7bed90c15d3ebb717521721df9d01b

def _make_ntuple(x: Any, n: int) -> Tuple[Any, ...]:
    if isinstance(x, collections.abc.Iterable):
        return tuple(x)
    return tuple(repeat(x, n))


class ConvNormActivation(ivy.Sequential):
    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: Union[int, Tuple[int, ...]] = 3,
        stride: Union[int, Tuple[int, ...]] = 1,
        padding: Optional[Union[int, Tuple[int, ...], str]] = None,
        groups: int = 1,
        norm_layer: Optional[Callable[..., ivy.Module]] = ivy.BatchNorm2D,
        activation_layer: Optional[Callable[..., ivy.Module]] = ivy.ReLU,
        dilation: Union[int, Tuple[int, ...]] = 1,
        inplace: Optional[bool] = False,
        bias: Optional[bool] = None,
        conv_layer: Callable[..., ivy.Module] = ivy.Conv2D,
    ) -> None:
        if padding is None:
            if isinstance(kernel_size, int) and isinstance(dilation, int):
                padding = (kernel_size - 1) // 2 * dilation
            else:
                _conv_dim = (
                    len(kernel_size)
                    if isinstance(kernel_size, Sequence)
                    else len(dilation)
                )
                kernel_size = _make_ntuple(kernel_size, _conv_dim)
                dilation = _make_ntuple(dilation, _conv_dim)
                padding = tuple(
                    (kernel_size[i] - 1) // 2 * dilation[i] for i in range(_conv_dim)
                )
        if bias is None:
            bias = norm_layer is None

        layers = [
            conv_layer(
                in_channels,
                out_channels,
                kernel_size,
                stride,
                padding,
                dilation=dilation,
                groups=groups,
                bias=bias,
            )
        ]

        if norm_layer is not None:
            layers.append(norm_layer(out_channels))

        if activation_layer is not None:
            params = {} if inplace is None else {"inplace": inplace}
            layers.append(activation_layer(**params))
        self.out_channels = out_channels

        super().__init__(*layers)

        if self.__class__ == ConvNormActivation:
            ivy.warnings.warn(
                "Don't use ConvNormActivation directly, please use Conv2dNormActivation instead."
            )


class Conv2dNormActivation(ConvNormActivation):
    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: Union[int, Tuple[int, int]] = 3,
        stride: Union[int, Tuple[int, int]] = 1,
        padding: Optional[Union[int, Tuple[int, int], str]] = None,
        groups: int = 1,
        norm_layer: Optional[Callable[..., ivy.Module]] = ivy.BatchNorm2D,
        activation_layer: Optional[Callable[..., ivy.Module]] = ivy.ReLU,
        dilation: Union[int, Tuple[int, int]] = 1,
        inplace: Optional[bool] = True,
        bias: Optional[bool] = None,
    ) -> None:
        super().__init__(
            in_channels,
            out_channels,
            kernel_size,
            stride,
            padding,
            groups,
            norm_layer,
            activation_layer,
            dilation,
            inplace,
            bias,
            ivy.Conv2D,
        )


class MLP(ivy.Sequential):
    def __init__(
        self,
        in_channels: int,
        hidden_channels: List[int],
        norm_layer: Optional[Callable[..., ivy.Module]] = None,
        activation_layer: Optional[Callable[..., ivy.Module]] = ivy.ReLU,
        inplace: Optional[bool] = None,
        bias: bool = True,
        dropout: float = 0.0,
    ):
        params = {} if inplace is None else {"inplace": inplace}

        layers = []
        in_dim = in_channels
        for hidden_dim in hidden_channels[:-1]:
            layers.append(ivy.Linear(in_dim, hidden_dim, with_bias=bias))
            if norm_layer is not None:
                layers.append(norm_layer(hidden_dim))
            layers.append(activation_layer(**params))
            layers.append(ivy.Dropout(dropout, **params))
            in_dim = hidden_dim

        layers.append(ivy.Linear(in_dim, hidden_channels[-1], with_bias=bias))
        layers.append(ivy.Dropout(dropout, **params))

        super().__init__(*layers)


class ConvStemConfig(NamedTuple):
    out_channels: int
    kernel_size: int
    stride: int
    norm_layer: Callable[..., ivy.Module] = ivy.BatchNorm2D
    activation_layer: Callable[..., ivy.Module] = ivy.ReLU


class VIT_MLPBlock(MLP):
    """Transformer MLP block."""

    def __init__(self, in_dim: int, mlp_dim: int, dropout: float):
        super().__init__(
            in_dim,
            [mlp_dim, in_dim],
            activation_layer=ivy.GELU,
            inplace=None,
            dropout=dropout,
        )


class VIT_EncoderBlock(ivy.Module):
    """Transformer encoder block."""

    def __init__(
        self,
        num_heads: int,
        hidden_dim: int,
        mlp_dim: int,
        dropout: float,
        attention_dropout: float,
        norm_layer: Callable[..., ivy.Module] = partial(ivy.LayerNorm, eps=1e-6),
    ):
        self.num_heads = num_heads
        self.hidden_dim = hidden_dim
        self.mlp_dim = mlp_dim
        self.dropout_p = dropout
        self.attention_dropout = attention_dropout
        self.norm_layer = norm_layer

        super().__init__()

    def _build(self, *args, **kwargs) -> bool:
        # Attention block
        self.ln_1 = self.norm_layer(self.hidden_dim)
        self.self_attention = ivy.MultiHeadAttention(
            self.hidden_dim,
            num_heads=self.num_heads,
            dropout_rate=self.attention_dropout,
        )
        self.dropout = ivy.Dropout(self.dropout_p)

        # MLP block
        self.ln_2 = self.norm_layer(self.hidden_dim)
        self.mlp = VIT_MLPBlock(self.hidden_dim, self.mlp_dim, self.dropout_p)

    def _forward(self, input):
        ivy.utils.assertions.check_true(
            input.get_num_dims() == 3,
            f"Expected (batch_size, seq_length, hidden_dim) got {input.shape}",
        )
        x = self.ln_1(input)
        x = self.self_attention(x, x, x)
        x = self.dropout(x)
        x = x + input

        y = self.ln_2(x)
        y = self.mlp(y)
        return x + y


class VIT_Encoder(ivy.Module):
    """Transformer Model Encoder for sequence to sequence translation."""

    def __init__(
        self,
        seq_length: int,
        num_layers: int,
        num_heads: int,
        hidden_dim: int,
        mlp_dim: int,
        dropout: float,
        attention_dropout: float,
        norm_layer: Callable[..., ivy.Module] = partial(ivy.LayerNorm, eps=1e-6),
    ):
        # Note that batch_size is on the first dim because
        # we have batch_first=True in nn.MultiAttention() by default
        self._pos_embedding_shape = (1, seq_length, hidden_dim)
        self.pos_embedding = Zeros()  # from BERT
        self.dropout = ivy.Dropout(dropout)
        layers = []
        for i in range(num_layers):
            layers.append(VIT_EncoderBlock(
                num_heads,
                hidden_dim,
                mlp_dim,
                dropout,
                attention_dropout,
                norm_layer,
            ))
        self.layers = ivy.Sequential(
            *layers
        )
        self.ln = norm_layer(hidden_dim)
        super().__init__()

    def _create_variables(self, device, dtype=None):
        return {
            "pos_embedding": self.pos_embedding.create_variables(
                self._pos_embedding_shape, device, dtype=dtype
            )
        }

    def _forward(self, input):
        ivy.utils.assertions.check_true(
            input.get_num_dims() == 3,
            f"Expected (batch_size, seq_length, hidden_dim) got {input.shape}",
        )
        input = input + self.v.pos_embedding
        return self.ln(self.layers(self.dropout(input)))


# ------------------------------------------------------------------- ivy_models/vit/vit.py
# commit 0f5d1eadab3e0a54f5fe64403acc7164e8750137


class VisionTransformerSpec(BaseSpec):
    def __init__(
        self,
        image_size: int,
        patch_size: int,
        num_layers: int,
        num_heads: int,
        hidden_dim: int,
        mlp_dim: int,
        dropout: float = 0.0,
        attention_dropout: float = 0.0,
        num_classes: int = 1000,
        representation_size: Optional[int] = None,
        norm_layer: Callable[..., ivy.Module] = partial(ivy.LayerNorm, eps=1e-6),
        data_format: str="NHWC",
        conv_stem_configs: Optional[List[ConvStemConfig]] = None,
    ):
        ivy.utils.assertions.check_true(
            image_size % patch_size == 0, "Input shape indivisible by patch size!"
        )

        super(VisionTransformerSpec, self).__init__(
            image_size=image_size,
            patch_size=patch_size,
            num_layers=num_layers,
            num_heads=num_heads,
            hidden_dim=hidden_dim,
            mlp_dim=mlp_dim,
            dropout=dropout,
            attention_dropout=attention_dropout,
            num_classes=num_classes,
            representation_size=representation_size,
            norm_layer=norm_layer,
            data_format=data_format,
            conv_stem_configs=conv_stem_configs,
        )


class VisionTransformer(BaseModel):
    """Vision Transformer as per https://arxiv.org/abs/2010.11929."""

    def __init__(
        self,
        image_size: int,
        patch_size: int,
        num_layers: int,
        num_heads: int,
        hidden_dim: int,
        mlp_dim: int,
        dropout: float = 0.0,
        attention_dropout: float = 0.0,
        num_classes: int = 1000,
        representation_size: Optional[int] = None,
        norm_layer: Callable[..., ivy.Module] = partial(ivy.LayerNorm, eps=1e-6),
        conv_stem_configs: Optional[List[ConvStemConfig]] = None,
        data_format: str="NHWC",
        spec=None,
        v=None,
    ):
        self.spec = (
            spec
            if spec and isinstance(spec, VisionTransformerSpec)
            else VisionTransformerSpec(
                image_size=image_size,
                patch_size=patch_size,
                num_layers=num_layers,
                num_heads=num_heads,
                hidden_dim=hidden_dim,
                mlp_dim=mlp_dim,
                dropout=dropout,
                attention_dropout=attention_dropout,
                num_classes=num_classes,
                representation_size=representation_size,
                norm_layer=norm_layer,
                data_format=data_format,
                conv_stem_configs=conv_stem_configs,
            )
        )
        super().__init__(v=v)

    def _build(self, *args, **kwargs):
        if self.spec.conv_stem_configs is not None:
            # As per https://arxiv.org/abs/2106.14881
            seq_proj = []
            prev_channels = 3
            for i, conv_stem_layer_config in enumerate(self.spec.conv_stem_configs):
                seq_proj.append(Conv2dNormActivation(
                    in_channels=prev_channels,
                    out_channels=conv_stem_layer_config.out_channels,
                    kernel_size=conv_stem_layer_config.kernel_size,
                    stride=conv_stem_layer_config.stride,
                    norm_layer=conv_stem_layer_config.norm_layer,
                    activation_layer=conv_stem_layer_config.activation_layer,
                ))
                prev_channels = conv_stem_layer_config.out_channels
            seq_proj.append(ivy.Conv2D(
                prev_channels, self.spec.hidden_dim, [1, 1], 1, 0
            ))
            self.conv_proj: ivy.Module = ivy.Sequential(*seq_proj)
        else:
            self.conv_proj = ivy.Conv2D(
                3,
                self.spec.hidden_dim,
                [self.spec.patch_size, self.spec.patch_size],
                self.spec.patch_size,
                0,
            )

        seq_length = (self.spec.image_size // self.spec.patch_size) ** 2

        # Add a class token
        self._class_token_shape = (1, 1, self.spec.hidden_dim)
        self.class_token = Zeros()
        seq_length += 1

        self.encoder = VIT_Encoder(
            seq_length,
            self.spec.num_layers,
            self.spec.num_heads,
            self.spec.hidden_dim,
            self.spec.mlp_dim,
            self.spec.dropout,
            self.spec.attention_dropout,
            self.spec.norm_layer,
        )
        self.seq_length = seq_length

        heads_layers = []
        if self.spec.representation_size is None:
            heads_layers.append(ivy.Linear(
                self.spec.hidden_dim, self.spec.num_classes
            ))
        else:
            heads_layers.append(ivy.Linear(
                self.spec.hidden_dim, self.spec.representation_size
            ))
            heads_layers.append(ivy.tanh())
            heads_layers.append(ivy.Linear(
                self.spec.representation_size, self.spec.num_classes
            ))

        self.heads = ivy.Sequential(*heads_layers)

    def _create_variables(self, device, dtype=None):
        return {
            "class_token": self.class_token.create_variables(
                self._class_token_shape, device, dtype=dtype
            )
        }

    def _process_input(self, x):
        n, h, w, c = x.shape
        p = self.spec.patch_size
        ivy.utils.assertions.check_true(
            h == self.spec.image_size,
            f"Wrong image height! Expected {self.spec.image_size} but got {h}!",
        )
        ivy.utils.assertions.check_true(
            w == self.spec.image_size,
            f"Wrong image width! Expected {self.spec.image_size} but got {w}!",
        )
        n_h = h // p
        n_w = w // p

        # (n, h, w, c) -> (n, n_h, n_w, self.hidden_dim)
        x = self.conv_proj(x)
        # (n, n_h, n_w, self.hidden_dim) -> (n, (n_h * n_w), self.hidden_dim)
        x = x.reshape(shape=(n, n_h * n_w, self.spec.hidden_dim))

        return x

    @classmethod
    def get_spec_class(self):
        return VisionTransformerSpec

    def _forward(self, x, data_format: str="NHWC"):
        data_format = data_format if data_format else self.spec.data_format
        if data_format == "NCHW":
            x = ivy.permute_dims(x, (0, 2, 3, 1))
        # Reshape and permute the input tensor
        x = self._process_input(x)
        n = x.shape[0]

        # Expand the class token to the full batch
        batch_class_token = self.v.class_token.expand((n, -1, -1))
        x = ivy.concat([batch_class_token, x], axis=1)

        x = self.encoder(x)

        # Classifier "token" as used by standard language architectures
        x = x[:, 0]

        x = self.heads(x)

        return x


# ------------------------------------------------------- ivy_models/squeezenet/squeezenet.py
# commit not named by the stored copy: the repository's SqueezeNetSpec/SqueezeNetFire version
# (NCHW convolutions, ``ivy.flatten(x, start_dim=1)``) that followed commit 0012e3d54aef


class SqueezeNetFire(ivy.Module):
    def __init__(
        self,
        inplanes: int,
        squeeze_planes: int,
        expand1x1_planes: int,
        expand3x3_planes: int,
    ) -> None:
        self.inplanes = inplanes
        self.squeeze_planes = squeeze_planes
        self.expand1x1_planes = expand1x1_planes
        self.expand3x3_planes = expand3x3_planes
        super().__init__()

    def _build(self, *args, **kwargs):
        self.squeeze = ivy.Conv2D(
            self.inplanes, self.squeeze_planes, [1, 1], 1, 0, data_format="NCHW"
        )
        self.squeeze_activation = ivy.ReLU()
        self.expand1x1 = ivy.Conv2D(
            self.squeeze_planes, self.expand1x1_planes, [1, 1], 1, 0, data_format="NCHW"
        )
        self.expand1x1_activation = ivy.ReLU()
        self.expand3x3 = ivy.Conv2D(
            self.squeeze_planes, self.expand3x3_planes, [3, 3], 1, 1, data_format="NCHW"
        )
        self.expand3x3_activation = ivy.ReLU()

    def _forward(self, x):
        x = self.squeeze_activation(self.squeeze(x))
        return ivy.concat(
            [
                self.expand1x1_activation(self.expand1x1(x)),
                self.expand3x3_activation(self.expand3x3(x)),
            ],
            axis=1,
        )

class SqueezeNetSpec(BaseSpec):
    def __init__(
        self,
        version: str = "1_0",
        num_classes: int = 1000,
        dropout: float = 0.5,
    ) -> None:
        super(SqueezeNetSpec, self).__init__(
            version=version,
            num_classes=num_classes,
            dropout=dropout,
        )


class SqueezeNet(BaseModel):
    def __init__(
        self,
        version: str = "1_0",
        num_classes: int = 1000,
        dropout: float = 0.5,
        spec=None,
        v=None,
    ) -> None:
        self.spec = (
            spec if spec and isinstance(spec, SqueezeNetSpec) 
            else SqueezeNetSpec(
                version=version,
                num_classes=num_classes,
                dropout=dropout,
            )
        )
        super().__init__(v=v)

    def _build(self, *args, **kwargs):
        if self.spec.version == "1_0":
            self.features = ivy.Sequential(
                ivy.Conv2D(3, 96, [7, 7], 2, 0, data_format="NCHW"),
                ivy.ReLU(),
                ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
                SqueezeNetFire(96, 16, 64, 64),
                SqueezeNetFire(128, 16, 64, 64),
                SqueezeNetFire(128, 32, 128, 128),
                ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
                SqueezeNetFire(256, 32, 128, 128),
                SqueezeNetFire(256, 48, 192, 192),
                SqueezeNetFire(384, 48, 192, 192),
                SqueezeNetFire(384, 64, 256, 256),
                ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
                SqueezeNetFire(512, 64, 256, 256),
            )
        elif self.spec.version == "1_1":
            self.features = ivy.Sequential(
                ivy.Conv2D(3, 64, [3, 3], 2, 0, data_format="NCHW"),
                ivy.ReLU(),
                ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
                SqueezeNetFire(64, 16, 64, 64),
                SqueezeNetFire(128, 16, 64, 64),
                ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
                SqueezeNetFire(128, 32, 128, 128),
                SqueezeNetFire(256, 32, 128, 128),
                ivy.MaxPool2D(3, 2, 0, data_format="NCHW"),
                SqueezeNetFire(256, 48, 192, 192),
                SqueezeNetFire(384, 48, 192, 192),
                SqueezeNetFire(384, 64, 256, 256),
                SqueezeNetFire(512, 64, 256, 256),
            )
        else:
            raise ValueError(
                f"Unsupported SqueezeNet version {self.spec.version}: 1_0 or 1_1 expected"
            )

        # Final convolution is initialized differently from the rest
        final_conv = ivy.Conv2D(512, self.spec.num_classes, [1, 1], 1, 0, data_format="NCHW")
        self.classifier = ivy.Sequential(
            ivy.Dropout(prob=self.spec.dropout),
            final_conv,
            ivy.ReLU(),
            ivy.AdaptiveAvgPool2d((1, 1)),
        )

    @classmethod
    def get_spec_class(self):
        return SqueezeNetSpec

    def _forward(self, x):
        x = self.features(x)
        x = self.classifier(x)
        return ivy.flatten(x, start_dim=1)


# ------------------------------------------------------ ivy_models/densenet/denselayers.py
# commit 47692b1614658a94930da78d97637cf926278775


class DenseNetLayer(ivy.Module):
    def __init__(
        self, num_input_features: int, growth_rate: int, bn_size: int, drop_rate: float
    ) -> None:
        self.num_input_features = num_input_features
        self.growth_rate = growth_rate
        self.bn_size = bn_size
        self.drop_rate = float(drop_rate)

        super().__init__()

    def _build(self, *args, **kwargs):
        self.norm1 = ivy.BatchNorm2D(self.num_input_features)
        self.relu1 = ivy.ReLU()
        self.conv1 = ivy.Conv2D(
            self.num_input_features,
            self.bn_size * self.growth_rate,
            [1, 1],
            1,
            0,
            with_bias=False,
        )

        self.norm2 = ivy.BatchNorm2D(self.bn_size * self.growth_rate)
        self.relu2 = ivy.ReLU()
        self.conv2 = ivy.Conv2D(
            self.bn_size * self.growth_rate,
            self.growth_rate,
            [3, 3],
            1,
            1,
            with_bias=False,
        )

    def bn_function(self, inputs):
        concated_features = ivy.concat(inputs, axis=3)
        bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))
        return bottleneck_output

    # allowing it to take either a List[Tensor] or single Tensor
    def _forward(self, input):
        if isinstance(input, ivy.Array):
            prev_features = [input]
        else:
            prev_features = input

        bottleneck_output = self.bn_function(prev_features)

        new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        if self.drop_rate > 0:
            new_features = ivy.dropout(
                new_features, prob=self.drop_rate, training=self.training
            )
        return new_features


class DenseNetBlock(ivy.Module):
    def __init__(
        self,
        num_layers: int,
        num_input_features: int,
        bn_size: int,
        growth_rate: int,
        drop_rate: float,
    ) -> None:
        self.num_layers = num_layers
        self.num_input_features = num_input_features
        self.bn_size = bn_size
        self.growth_rate = growth_rate
        self.drop_rate = drop_rate

        super().__init__()

    def _build(self, *args, **kwargs):
        self.layers = OrderedDict()
        for i in range(self.num_layers):
            layer = DenseNetLayer(
                self.num_input_features + i * self.growth_rate,
                growth_rate=self.growth_rate,
                bn_size=self.bn_size,
                drop_rate=self.drop_rate,
            )
            self.layers["denselayer%d" % (i + 1)] = layer

    def _forward(self, init_features):
        features = [init_features]
        for layer in list(self.layers.values()):
            new_features = layer(features)
            features.append(new_features)
        return ivy.concat(features, axis=3)


class DenseNetTransition(ivy.Sequential):
    def __init__(self, num_input_features: int, num_output_features: int) -> None:
        self.num_input_features = num_input_features
        self.num_output_features = num_output_features

        super().__init__()

    def _build(self, *args, **kwargs):
        self.norm = ivy.BatchNorm2D(self.num_input_features)
        self.relu = ivy.ReLU()
        self.conv = ivy.Conv2D(
            self.num_input_features,
            self.num_output_features,
            [1, 1],
            1,
            0,
            with_bias=False,
        )
        self.pool = ivy.AvgPool2D(2, 2, 0)


# --------------------------------------------------------- ivy_models/densenet/densenet.py
# commit 876208e5849a112f6643c52e606936769d8cdd4d


class DenseNetLayerSpec(BaseSpec):
    def __init__(
        self,
        growth_rate: int = 32,
        block_config: Tuple[int, int, int, int] = (6, 12, 24, 16),
        num_init_features: int = 64,
        bn_size: int = 4,
        drop_rate: float = 0,
        num_classes: int = 1000,
    ) -> None:
        super(DenseNetLayerSpec, self).__init__(
            growth_rate=growth_rate,
            block_config=block_config,
            num_init_features=num_init_features,
            bn_size=bn_size,
            drop_rate=drop_rate,
            num_classes=num_classes,
        )


class DenseNet(BaseModel):
    def __init__(
        self,
        growth_rate: int = 32,
        block_config: Tuple[int, int, int, int] = (6, 12, 24, 16),
        num_init_features: int = 64,
        bn_size: int = 4,
        drop_rate: float = 0,
        num_classes: int = 1000,
        spec=None,
        v=None,
    ) -> None:
        self.spec = (
            spec
            if spec and isinstance(spec, DenseNetLayerSpec)
            else DenseNetLayerSpec(
                growth_rate=growth_rate,
                block_config=block_config,
                num_init_features=num_init_features,
                bn_size=bn_size,
                drop_rate=drop_rate,
                num_classes=num_classes,
            )
        )
        super().__init__(v=v)

    def _build(self, *args, **kwargs):
        # First convolution
        layers = OrderedDict(
            [
                (
                    "conv0",
                    ivy.Conv2D(
                        3,
                        self.spec.num_init_features,
                        [7, 7],
                        2,
                        3,
                        with_bias=False,
                    ),
                ),
                (
                    "norm0",
                    ivy.BatchNorm2D(self.spec.num_init_features),
                ),
                ("relu0", ivy.ReLU()),
                ("pool0", ivy.MaxPool2D(3, 2, 1)),
            ]
        )

        # Each denseblock
        num_features = self.spec.num_init_features
        for i, num_layers in enumerate(self.spec.block_config):
            block = DenseNetBlock(
                num_layers=num_layers,
                num_input_features=num_features,
                bn_size=self.spec.bn_size,
                growth_rate=self.spec.growth_rate,
                drop_rate=self.spec.drop_rate,
            )
            layers["denseblock%d" % (i + 1)] = block
            num_features = num_features + num_layers * self.spec.growth_rate
            if i != len(self.spec.block_config) - 1:
                trans = DenseNetTransition(
                    num_input_features=num_features,
                    num_output_features=num_features // 2,
                )
                layers["transition%d" % (i + 1)] = trans
                num_features = num_features // 2

        # Final batch norm
        layers["norm5"] = ivy.BatchNorm2D(num_features)

        self.features = layers  # ivy.Sequential(layers)

        # Linear layer
        self.classifier = ivy.Linear(num_features, self.spec.num_classes)

    @classmethod
    def get_spec_class(self):
        return DenseNetLayerSpec

    def _forward(self, x):
        templist = list(self.features.values())
        layers = ivy.Sequential(*templist)
        features = layers(x)
        out = ivy.relu(features)
        out = ivy.adaptive_avg_pool2d(out, (1, 1))
        out = ivy.flatten(out, axis=1)
        out = self.classifier(out)
        return out


# ---------------------------------------------------------- ivy_models/convnext/layers.py
# commit 05ae5dc2c4ab559992c8a38ab90b983d073e34ce


class ConvNeXtBlock(ivy.Module):
    def __init__(self, dim, drop_path=0.0, layer_scale_init_value=1e-6):
        self.dim = dim
        self.layer_scale_init_value = layer_scale_init_value
        self.drop_path = lambda x: x
        super(ConvNeXtBlock, self).__init__()

    def _build(self, *args, **kwargs):
        self.dwconv = ivy.DepthwiseConv2D(
            self.dim, [7, 7], (1, 1), 3, data_format="NCHW"
        )
        self.norm = ivy.LayerNorm([self.dim], eps=1e-6)
        self.pwconv1 = ivy.Linear(self.dim, 4 * self.dim)
        self.act = ivy.GELU()
        self.pwconv2 = ivy.Linear(4 * self.dim, self.dim)
        if self.layer_scale_init_value > 0:
            self.have_gamma = True
            self._gamma_init = Constant(self.layer_scale_init_value)
            self._gamma_shape = (self.dim,)

    def _create_variables(self, device, dtype=None):
        """Create internal variables for the layer."""
        if self.have_gamma:
            return {
                "gamma_param": self._gamma_init.create_variables(
                    self._gamma_shape, device, dtype
                ),
            }
        return {}

    def _forward(self, input):
        x = input
        x = self.dwconv(x)
        x = ivy.permute_dims(x, axes=(0, 2, 3, 1))
        x = self.norm(x)
        x = self.pwconv1(x)
        x = self.act(x)
        x = self.pwconv2(x)
        if self.have_gamma:
            x = self.v.gamma_param * x
        x = ivy.permute_dims(x, axes=(0, 3, 1, 2))
        x = input + self.drop_path(x)
        return x


class ConvNeXtLayerNorm(ivy.Module):
    """custom layernorm which can be applied to channel index 1."""

    def __init__(self, num_channels, data_format, eps=1e-6, device=None, dtype=None):
        if data_format == "channels_first":
            self.channel_index = 1
        else:
            raise NotImplementedError

        self.eps = eps
        normalized_shape = (num_channels,)
        self._weight_shape = normalized_shape
        self._bias_shape = normalized_shape
        self._weight_init = Ones()
        self._bias_init = Zeros()
        Module.__init__(self, device=device, dtype=dtype)

    def _create_variables(self, device, dtype=None):
        return {
            "weight": self._weight_init.create_variables(
                self._weight_shape, device, dtype=dtype
            ),
            "bias": self._bias_init.create_variables(
                self._bias_shape, device, dtype=dtype
            ),
        }

    def _forward(self, x):
        u = ivy.mean(x, axis=self.channel_index, keepdims=True)
        s = ivy.mean((x - u) ** 2, axis=self.channel_index, keepdims=True)
        x = (x - u) / ivy.sqrt(s + self.eps)
        return self.v.weight[:, None, None] * x + self.v.bias[:, None, None]


# -------------------------------------------------------- ivy_models/convnext/convnext.py
# commit 857c03ad71af47f86a9b40b7c67ff4f88cffdc37


class ConvNeXtSpec(BaseSpec):
    def __init__(
        self,
        version=1,
        in_channels=3,
        num_classes=1000,
        depths=[3, 3, 9, 3],
        dims=[96, 192, 384, 768],
        drop_path_rate=0.0,
        layer_scale_init_value=1e-6,
        head_init_scale=1.0,
        device=None,
        training=False,
    ):
        assert version == 1 or version == 2
        super(ConvNeXtSpec, self).__init__(
            version=version,
            in_channels=in_channels,
            num_classes=num_classes,
            depths=depths,
            dims=dims,
            drop_path_rate=drop_path_rate,
            layer_scale_init_value=layer_scale_init_value,
            head_init_scale=head_init_scale,
            device=device,
            training=training,
        )


class ConvNeXt(BaseModel):
    def __init__(
        self,
        version=1,
        in_channels=3,
        num_classes=1000,
        depths=[3, 3, 9, 3],
        dims=[96, 192, 384, 768],
        drop_path_rate=0.0,
        layer_scale_init_value=1e-6,
        head_init_scale=1.0,
        device=None,
        training=False,
        spec=None,
        v=None,
    ):
        self.spec = (
            spec
            if spec and isinstance(spec, ConvNeXtSpec)
            else ConvNeXtSpec(
                version=version,
                in_channels=in_channels,
                num_classes=num_classes,
                depths=depths,
                dims=dims,
                drop_path_rate=drop_path_rate,
                layer_scale_init_value=layer_scale_init_value,
                head_init_scale=head_init_scale,
                device=device,
                training=training,
            )
        )
        super(ConvNeXt, self).__init__(device=device, v=v)

    def _build(self, *args, **kwargs):
        self.downsample_layers = []
        stem = ivy.Sequential(
            ivy.Conv2D(
                self.spec.in_channels,
                self.spec.dims[0],
                [4, 4],
                (4, 4),
                0,
                data_format="NCHW",
            ),
            ConvNeXtLayerNorm(
                self.spec.dims[0], eps=1e-6, data_format="channels_first"
            ),
        )
        self.downsample_layers.append(stem)
        for i in range(3):
            downsample_layer = ivy.Sequential(
                ConvNeXtLayerNorm(
                    self.spec.dims[i], eps=1e-6, data_format="channels_first"
                ),
                ivy.Conv2D(
                    self.spec.dims[i],
                    self.spec.dims[i + 1],
                    [2, 2],
                    (2, 2),
                    0,
                    data_format="NCHW",
                ),
            )
            self.downsample_layers.append(downsample_layer)

        self.stages = []
        dp_rates = [
            x for x in ivy.linspace(0, self.spec.drop_path_rate, sum(self.spec.depths))
        ]
        cur = 0
        for i in range(4):
            stage = ivy.Sequential(
                *[
                    ConvNeXtBlock(
                        dim=self.spec.dims[i],
                        drop_path=dp_rates[cur + j],
                        layer_scale_init_value=self.spec.layer_scale_init_value,
                    )
                    if self.spec.version == 1
                    else ConvNeXtV2Block(
                        dim=self.spec.dims[i],
                        drop_path=dp_rates[cur + j],
                        layer_scale_init_value=self.spec.layer_scale_init_value,
                    )
                    for j in range(self.spec.depths[i])
                ]
            )
            self.stages.append(stage)
            cur += self.spec.depths[i]

        self.norm = ivy.LayerNorm([self.spec.dims[-1]], eps=1e-6)
        self.head = ivy.Linear(self.spec.dims[-1], self.spec.num_classes)

        self.norm = ivy.LayerNorm(self.dims[-1], eps=1e-6)
        self.head = ivy.Linear(self.dims[-1], self.num_classes)

    @classmethod
    def get_spec_class(self):
        return ConvNeXtSpec

    def _forward(self, x):
        for i in range(4):
            x = self.downsample_layers[i](x)
            x = self.stages[i](x)
        x = self.norm(ivy.mean(x, axis=(-2, -1)))
        x = self.head(x)
        return x


# ---------------------------------------------------- ivy_models/efficientnet/efficientnetv1.py
# commit 04e3e73663b85e71ac81c9fc1f08aab64ca1029f


class CNNBlock(ivy.Module):
    def __init__(self, 
        in_channels, 
        out_channels, 
        kernel_size, 
        stride, 
        padding,
    ):
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding
        super(CNNBlock, self).__init__()
    
    def _build(self, *args, **kwargs) -> bool:
        self.conv = ivy.Sequential(
            ivy.Conv2D(
                        self.in_channels, 
                        self.out_channels, 
                        [self.kernel_size, self.kernel_size], 
                        self.stride, 
                        self.padding,
                        with_bias=False
                    ),
            ivy.BatchNorm2D(self.out_channels),
            ivy.SiLU(),
        )

    def _forward(self, x):
        return self.conv(x)
        

class SqueezeExcitation(ivy.Module):
    def __init__(self, input_channels, reduced_dim):
        self.conv1 = ivy.Conv2D(input_channels, reduced_dim, [1, 1], 1, 'VALID')
        self.conv2 = ivy.Conv2D(reduced_dim, input_channels, [1, 1], 1, 'VALID')
        self.silu = ivy.SiLU()
        super(SqueezeExcitation, self).__init__()

    def _forward(self, x):
        se = ivy.adaptive_avg_pool2d(x, 1) # C x H x W -> C x 1 x 1
        se = self.conv1(se)
        se = self.silu(se)
        se = self.conv2(se)
        return self.silu(se)


class MBConvBlock(ivy.Module):
    def __init__(
        self,
        input_channels,
        output_channels,
        kernel_size,
        stride,
        expand_ratio,
        padding="VALID",
        reduction_ratio=0.25, # squeeze excitation
        survival_prob=0.8,  # for stochastic depth
    ):
        """Mobile Inverted Residual Bottleneck Block

        TODO: complete docstring after code all good
        """
        self.input_channels = input_channels
        self.output_channels = output_channels
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding

        self.use_residual = input_channels == output_channels and stride == 1
        self.hidden_dim = input_channels * expand_ratio
        self.expand = input_channels != self.hidden_dim
        self.reduced_dim = int(self.hidden_dim * reduction_ratio)
        self.reduction_ratio = reduction_ratio
        self.survival_prob = survival_prob
        super(MBConvBlock, self).__init__()

    def _build(self, *args, **kwrgs):

        if self.expand:
            self.expand_conv = CNNBlock(
            self.input_channels, 
            self.output_channels,
            kernel_size=1,
            stride=1,
            padding=self.padding,
            )

        self.conv = ivy.Sequential(
            ivy.DepthwiseConv2D(self.hidden_dim, [self.kernel_size, self.kernel_size], self.stride, self.padding, with_bias=False),
            SqueezeExcitation(self.hidden_dim, self.reduced_dim),
            ivy.Conv2D(self.hidden_dim, self.output_channels, [1, 1], 1, self.padding, with_bias=False),
            ivy.BatchNorm2D(self.output_channels),
        )

    def stochastic_depth(self, x):
        binary_tensor = (
            ivy.random_uniform(shape=(x.shape[0], 1, 1, 1), low=0, high=1, device=x.device) < self.survival_prob
        )
        return ivy.divide(x, self.survival_prob) * binary_tensor


    def _forward(self, inputs):
        x = self.expand_conv(inputs) if self.expand else inputs

        if self.use_residual:
            return self.stochastic_depth(self.conv(x)) + inputs
        else:
            return self.conv(x)


class EfficientNet(ivy.Module):
    def __init__(
        self, 
        base_model, # expand_ratio, channels, repeats, stride, kernel_size
        phi_values, # phi_value, resolution, drop_rate
        num_classes
    ):
        self.base_model = base_model
        alpha = 1.2
        beta = 1.1
        self.dropout_rate = phi_values["dropout_rate"]
        self.depth_factor = alpha**phi_values["phi"]
        self.width_factor = beta**phi_values["phi"]
        self.num_classes = num_classes
        self.last_channels = math.ceil(1280 * self.width_factor)
        self.se_reduction_ratio = 4
        super(EfficientNet, self).__init__()


    def _build(self, *args, **kwrgs):
        channels = int(32 * self.width_factor)
        features = [CNNBlock(3, channels, 3, stride=2, padding=1)]
        in_channels = channels

        for args in self.base_model:
            out_channels = self.se_reduction_ratio * \
                math.ceil(int(args["channels"] * self.width_factor) / self.se_reduction_ratio)
            layers_repeats = math.ceil(args["repeats"] * self.depth_factor)

            for layer in range(layers_repeats):
                features.append(
                    MBConvBlock(
                        in_channels,
                        out_channels,
                        expand_ratio=args["expand_ratio"],
                        stride=args["stride"] if layer == 0 else 1,
                        kernel_size=args["kernel_size"],
                        padding="SAME",
                        reduction_ratio=self.se_reduction_ratio,
                    )
                )
                in_channels = out_channels
        features.append(
            CNNBlock(in_channels, self.last_channels, kernel_size=1, stride=1, padding=0)
        )

        self.features = ivy.Sequential(*features)

        self.classifier = ivy.Sequential(
            ivy.Dropout(self.dropout_rate),
            ivy.Linear(self.last_channels, self.num_classes),
        )


    def _forward(self, x):
        x = ivy.adaptive_avg_pool2d(self.features(x), 1)
        return self.classifier(ivy.reshape(x, shape=(x.shape[0], -1)))


# ----------------------------------------------------------------- ivy_models/bert/layers.py
# commit 00046c558158507e8d0ad2d1f9160364ec938e2b


class Embedding(ivy.Module):
    def __init__(
        self,
        num_embedding: int,
        embedding_dim: int,
        padding_idx=None,
        max_norm=None,
        initializer=None,
        v=None,
    ):
        self.num_embedding = num_embedding
        self.embedding_dim = embedding_dim
        self.padding_idx = padding_idx
        self.max_norm = max_norm
        self.W_initializer = (
            initializer
            if initializer is not None
            else ivy.stateful.initializers.GlorotUniform()
        )
        super(Embedding, self).__init__(v=v)

    def _create_variables(self, device, dtype=None):
        v = {
            "weight": self.W_initializer.create_variables(
                (self.num_embedding, self.embedding_dim),
                device,
                self.embedding_dim,
                self.num_embedding,
                dtype=dtype,
            )
        }
        return v

    def _pad_embd(self, indices, embd):
        mask = ivy.expand_dims(indices == self.padding_idx, axis=-1)
        return ivy.where(mask, 0, embd)

    def _forward(self, indices):
        emb = ivy.embedding(self.v.weight, indices, max_norm=self.max_norm)
        if self.padding_idx is not None:
            emb = self._pad_embd(indices, emb)
        return emb


class BertEmbedding(ivy.Module):
    def __init__(
        self,
        vocab_size,
        hidden_size,
        max_position_embeddings,
        type_vocab_size=2,
        pad_token_id=None,
        embd_drop_rate=0.1,
        layer_norm_eps=1e-5,
        position_embedding_type="absolute",
        v=None,
    ):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.type_token_size = type_vocab_size
        self.max_position_embeddings = max_position_embeddings
        self.padding_idx = pad_token_id
        self.drop_rate = embd_drop_rate
        self.position_type_embd = position_embedding_type
        self.layer_norm_eps = layer_norm_eps
        super(BertEmbedding, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.word_embeddings = Embedding(
            self.vocab_size, self.hidden_size, padding_idx=self.padding_idx
        )
        self.position_embeddings = Embedding(
            self.max_position_embeddings, self.hidden_size
        )
        self.token_type_embeddings = Embedding(self.type_token_size, self.hidden_size)
        self.dropout = ivy.Dropout(self.drop_rate)
        self.LayerNorm = ivy.LayerNorm([self.hidden_size], eps=self.layer_norm_eps)

    def _forward(
        self,
        input_ids,
        token_type_ids=None,
        position_ids=None,
        past_key_values_length: int = 0,
    ):
        input_shape = input_ids.shape
        seq_length = input_shape[1]

        if position_ids is None:
            pos_ids = ivy.expand_dims(ivy.arange(self.max_position_embeddings), axis=0)
            position_ids = pos_ids[
                :, past_key_values_length : seq_length + past_key_values_length
            ]

        if token_type_ids is None:
            token_type_ids = ivy.zeros(
                (1, self.max_position_embeddings), dtype=ivy.int32
            )
            buffered_token_type_ids = token_type_ids[:, :seq_length]
            token_type_ids = buffered_token_type_ids.expand(
                (input_shape[0], seq_length)
            )

        inputs_embeds = self.word_embeddings(input_ids)
        token_type_embeddings = self.token_type_embeddings(token_type_ids)

        embeddings = inputs_embeds + token_type_embeddings
        if self.position_type_embd == "absolute":
            position_embeddings = self.position_embeddings(position_ids)
            embeddings = embeddings + position_embeddings

        embeddings = self.LayerNorm(embeddings)
        embeddings = self.dropout(embeddings)
        return embeddings


class BertSelfAttention(ivy.Module):
    def __init__(
        self,
        hidden_size,
        num_attention_heads,
        max_position_embeddings,
        position_embedding_type=None,
        attn_drop_rate=0.1,
        is_decoder=False,
        v=None,
    ):
        if hidden_size % num_attention_heads != 0:
            raise ValueError(
                f"The hidden size ({hidden_size}) is not a multiple of the number of attention "
                f"heads ({num_attention_heads})"
            )

        self.num_attention_heads = num_attention_heads
        self.attention_head_size = int(hidden_size / num_attention_heads)
        self.all_head_size = self.num_attention_heads * self.attention_head_size
        self.hidden_size = hidden_size
        self.attn_drop_rate = attn_drop_rate
        self.position_type_embd = (
            position_embedding_type
            if position_embedding_type is not None
            else "absolute"
        )
        self.is_decoder = is_decoder
        self.max_position_embeddings = max_position_embeddings
        super(BertSelfAttention, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.query = ivy.Linear(self.hidden_size, self.all_head_size)
        self.key = ivy.Linear(self.hidden_size, self.all_head_size)
        self.value = ivy.Linear(self.hidden_size, self.all_head_size)
        self.dropout = ivy.Dropout(self.attn_drop_rate)

    def transpose_for_scores(self, x: ivy.Array):
        new_x_shape = x.shape[:-1] + (
            self.num_attention_heads,
            self.attention_head_size,
        )
        x = x.reshape(new_x_shape)
        return x.permute_dims((0, 2, 1, 3))

    def _forward(
        self,
        hidden_states,
        attention_mask=None,
        encoder_hidden_states=None,
        encoder_attention_mask=None,
        past_key_value=None,
        output_attentions=False,
    ):
        mixed_query_layer = self.query(hidden_states)
        is_cross_attention = encoder_hidden_states is not None

        if is_cross_attention and past_key_value is not None:
            key_layer = past_key_value[0]
            value_layer = past_key_value[1]
            attention_mask = encoder_attention_mask
        elif is_cross_attention:
            key_layer = self.transpose_for_scores(self.key(encoder_hidden_states))
            value_layer = self.transpose_for_scores(self.value(encoder_hidden_states))
            attention_mask = encoder_attention_mask
        elif past_key_value is not None:
            key_layer = self.transpose_for_scores(self.key(hidden_states))
            value_layer = self.transpose_for_scores(self.value(hidden_states))
            key_layer = ivy.concat([past_key_value[0], key_layer], dim=2)
            value_layer = ivy.concat([past_key_value[1], value_layer], dim=2)
        else:
            key_layer = self.transpose_for_scores(self.key(hidden_states))
            value_layer = self.transpose_for_scores(self.value(hidden_states))

        query_layer = self.transpose_for_scores(mixed_query_layer)
        if self.is_decoder:
            past_key_value = (key_layer, value_layer)
        attention_scores = ivy.matmul(query_layer, key_layer.permute_dims((0, 1, 3, 2)))
        attention_scores = attention_scores / math.sqrt(self.attention_head_size)
        if attention_mask is not None:
            shape = ivy.shape(attention_mask)
            attention_mask = ivy.astype(attention_mask, bool)
            if len(shape) == 2:
                attention_mask = ivy.expand_dims(attention_mask, axis=(1, -1))
            elif len(shape) == 3:
                attention_mask = ivy.expand_dims(attention_mask, axis=-1)

            attention_scores = ivy.where(attention_mask, attention_scores, -ivy.inf)

        attention_probs = ivy.softmax(attention_scores, axis=-1)
        attention_probs = ivy.nan_to_num(attention_probs, nan=0.0)

        attention_probs = self.dropout(attention_probs)

        context_layer = ivy.matmul(attention_probs, value_layer)

        context_layer = context_layer.permute_dims((0, 2, 1, 3))
        new_context_layer_shape = context_layer.shape[:-2] + (self.all_head_size,)
        context_layer = context_layer.reshape(new_context_layer_shape)

        outputs = (
            (context_layer, attention_probs) if output_attentions else (context_layer,)
        )
        if self.is_decoder:
            outputs = outputs + (past_key_value,)
        return outputs


class BertAttention(ivy.Module):
    def __init__(
        self,
        hidden_size,
        num_attention_heads,
        max_position_embeddings,
        position_embedding_type=None,
        attn_drop_rate=0.1,
        hidden_dropout=0.1,
        layer_norm_eps=1e-5,
        is_decoder=False,
        v=None,
    ):
        self.hidden_size = hidden_size
        self.attn_drop_rate = attn_drop_rate
        self.position_type_embd = (
            position_embedding_type
            if position_embedding_type is not None
            else "absolute"
        )
        self.hidden_dropout = hidden_dropout
        self.is_decoder = is_decoder
        self.layer_norm_eps = layer_norm_eps
        self.max_position_embeddings = max_position_embeddings
        self.num_attention_heads = num_attention_heads
        super(BertAttention, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.self = BertSelfAttention(
            self.hidden_size,
            self.num_attention_heads,
            self.max_position_embeddings,
            self.position_type_embd,
            self.attn_drop_rate,
            self.is_decoder,
        )
        self.dense = ivy.Linear(self.hidden_size, self.hidden_size)
        self.LayerNorm = ivy.LayerNorm([self.hidden_size], eps=self.layer_norm_eps)
        self.dropout = ivy.Dropout(self.hidden_dropout)

    def _forward(
        self,
        hidden_states,
        attention_mask=None,
        encoder_hidden_states=None,
        encoder_attention_mask=None,
        past_key_value=None,
        output_attentions=False,
    ):
        outputs = self.self(
            hidden_states,
            attention_mask,
            encoder_hidden_states,
            encoder_attention_mask,
            past_key_value,
            output_attentions,
        )

        out = self.dense(outputs[0])
        out = self.LayerNorm(self.dropout(out) + hidden_states)
        outputs = (out,) + outputs[1:]
        return outputs


class BertFeedForward(ivy.Module):
    def __init__(
        self,
        hidden_size,
        intermediate_size,
        hidden_act,
        layer_norm_eps=1e-5,
        ffd_drop=0.1,
        v=None,
    ):
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.hidden_act = getattr(ivy, hidden_act.lower())
        self.ffd_drop = ffd_drop
        self.layer_norm_eps = layer_norm_eps
        super(BertFeedForward, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.dense1 = ivy.Linear(self.hidden_size, self.intermediate_size)
        self.dense2 = ivy.Linear(self.intermediate_size, self.hidden_size)
        self.LayerNorm = ivy.LayerNorm([self.hidden_size], eps=self.layer_norm_eps)
        self.dropout = ivy.Dropout(self.ffd_drop)

    def _forward(self, hidden_states):
        residual = hidden_states
        hidden_states = self.dense1(hidden_states)
        hidden_states = self.hidden_act(hidden_states)
        hidden_states = self.dense2(hidden_states)
        hidden_states = self.dropout(hidden_states)
        return self.LayerNorm(residual + hidden_states)


# ------------------------------------------------------------------- ivy_models/bert/bert.py
# commit 00046c558158507e8d0ad2d1f9160364ec938e2b


@dataclass
class BertConfig:
    vocab_size: int
    hidden_size: int
    num_attention_heads: int
    max_position_embeddings: int
    num_hidden_layers: int
    intermediate_size: int
    hidden_act: str
    chunk_size_feed_forward: int = 0
    position_embedding_type = "absolute"
    pad_token_id = 0
    use_cache = True
    type_vocab_size = 2
    attn_drop_rate: float = 0.0
    ffd_drop: float = 0.0
    hidden_dropout: float = 0.0
    embd_drop_rate: float = 0.0
    layer_norm_eps = 1e-12
    is_decoder: bool = False
    is_cross_attention: bool = False

    def get(self, *attr_names):
        new_dict = {}
        for name in attr_names:
            new_dict[name] = getattr(self, name)
        return new_dict

    def dict(self):
        return asdict(self)

    def get_ffd_attrs(self):
        return self.get(
            "hidden_size",
            "intermediate_size",
            "hidden_act",
            "ffd_drop",
            "layer_norm_eps",
        )

    def get_attn_attrs(self):
        return self.get(
            "hidden_size",
            "num_attention_heads",
            "max_position_embeddings",
            "position_embedding_type",
            "attn_drop_rate",
            "hidden_dropout",
            "layer_norm_eps",
            "is_decoder",
        )

    def get_embd_attrs(self):
        return self.get(
            "vocab_size",
            "hidden_size",
            "max_position_embeddings",
            "type_vocab_size",
            "pad_token_id",
            "embd_drop_rate",
            "layer_norm_eps",
            "position_embedding_type",
        )


def apply_chunking_to_forward(
    feed_forward_module, chunk_size: int, chunk_dim: int, *input_tensors
):
    if chunk_size is not None and chunk_size > 0:
        tensor_shape = input_tensors[0].shape[chunk_dim]
        for input_tensor in input_tensors:
            if input_tensor.shape[chunk_dim] != tensor_shape:
                raise ValueError(
                    f"All input tenors have to be of the same shape: {tensor_shape}, "
                    f"found shape {input_tensor.shape[chunk_dim]}"
                )

        if input_tensors[0].shape[chunk_dim] % chunk_size != 0:
            raise ValueError(
                f"The dimension to be chunked {input_tensors[0].shape[chunk_dim]} has to be a multiple of the chunk "
                f"size {chunk_size}"
            )

        num_chunks = input_tensors[0].shape[chunk_dim] // chunk_size

        input_tensors_chunks = tuple(
            ivy.split(input_tensor, num_or_size_splits=num_chunks, axis=chunk_dim)
            for input_tensor in input_tensors
        )
        output_chunks = tuple(
            feed_forward_module(*input_tensors_chunk)
            for input_tensors_chunk in zip(*input_tensors_chunks)
        )
        return ivy.concat(output_chunks, axis=chunk_dim)

    return feed_forward_module(*input_tensors)


class BertLayer(ivy.Module):
    def __init__(self, config: BertConfig, v=None):
        self.config = config
        self.chunk_size = config.chunk_size_feed_forward
        self.is_deocder = config.is_decoder
        super(BertLayer, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.attention = BertAttention(**self.config.get_attn_attrs())
        self.ffd = BertFeedForward(**self.config.get_ffd_attrs())

    def _forward(
        self,
        hidden_states,
        attention_mask=None,
        encoder_hidden_states=None,
        encoder_attention_mask=None,
        past_key_value=None,
        output_attentions=False,
    ):
        outputs = self.attention(
            hidden_states,
            attention_mask,
            encoder_hidden_states,
            encoder_attention_mask,
            past_key_value,
            output_attentions,
        )

        ffd_out = apply_chunking_to_forward(self.ffd, self.chunk_size, 1, outputs[0])
        return (ffd_out,) + outputs[1:]


class BertEncoder(ivy.Module):
    def __init__(self, config: BertConfig, v=None):
        self.config = config
        super(BertEncoder, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.layer = [
            BertLayer(self.config) for _ in range(self.config.num_hidden_layers)
        ]

    def _forward(
        self,
        hidden_states,
        attention_mask=None,
        encoder_hidden_states=None,
        encoder_attention_mask=None,
        past_key_values=None,
        use_cache=None,
        output_attentions=False,
    ):
        all_self_attentions = () if output_attentions else None
        next_decoder_cache = () if use_cache else None
        for i, layer_module in enumerate(self.layer):
            past_key_value = past_key_values[i] if past_key_values is not None else None

            layer_outputs = layer_module(
                hidden_states,
                attention_mask,
                encoder_hidden_states,
                encoder_attention_mask,
                past_key_value,
                output_attentions,
            )

            hidden_states = layer_outputs[0]
            if use_cache:
                next_decoder_cache += (layer_outputs[-1],)
            if output_attentions:
                all_self_attentions = all_self_attentions + (layer_outputs[1],)
        return hidden_states, all_self_attentions, next_decoder_cache


class BertPooler(ivy.Module):
    def __init__(self, config: BertConfig, v=None):
        self.config = config
        super(BertPooler, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.dense = ivy.Linear(self.config.hidden_size, self.config.hidden_size)
        self.activation = ivy.tanh

    def _forward(self, hidden_states):
        first_token_tensor = hidden_states[:, 0]
        pooled_output = self.dense(first_token_tensor)
        pooled_output = self.activation(pooled_output)
        return pooled_output


class BertModel(ivy.Module):
    def __init__(self, config: BertConfig, pooler_out=False, v=None):
        self.config = config
        self.pooler_out = pooler_out
        super(BertModel, self).__init__(v=v)

    def _build(self, *args, **kwargs):
        self.embeddings = BertEmbedding(**self.config.get_embd_attrs())
        self.encoder = BertEncoder(self.config)
        self.pooler = BertPooler(self.config) if self.pooler_out else None

    def _forward(
        self,
        input_ids,
        attention_mask=None,
        token_type_ids=None,
        position_ids=None,
        encoder_hidden_states=None,
        encoder_attention_mask=None,
        past_key_values=None,
        use_cache=None,
        output_attentions=None,
    ):
        if self.config.is_decoder:
            use_cache = use_cache if use_cache is not None else self.config.use_cache
        else:
            use_cache = False

        past_key_values_length = (
            past_key_values[0][0].shape[2] if past_key_values is not None else 0
        )
        embeddings = self.embeddings(
            input_ids,
            token_type_ids,
            position_ids,
            past_key_values_length,
        )

        encoder_outs = self.encoder(
            embeddings,
            attention_mask,
            encoder_hidden_states,
            encoder_attention_mask,
            past_key_values,
            use_cache,
            output_attentions,
        )
        if self.pooler_out:
            pooler_out = self.pooler(encoder_outs[0])
        else:
            pooler_out = None
        return {
            "pooled_output": pooler_out,
            "last_hidden_state": encoder_outs[0],
            "attention_probs": encoder_outs[1],
            "next_decoder_cache": encoder_outs[2],
        }
