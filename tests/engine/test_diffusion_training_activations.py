"""A diffusion UNet's training keeps its feature maps, which follow the image's pixels, not its FLOPs
(advice audit): an SDXL LoRA at 1,024 px without gradient checkpointing was estimated at 34.6 GiB of
activations per image (ResNet-50's bytes per FLOP applied to SDXL's 6.8 TFLOP forward, most of it
large GEMMs in ten-deep transformer stacks), so batch 4 needed 144 GiB and only a B200 fitted.
Counted from the config (efficiency.py diffusion_train_act_kb_per_px) it keeps 7.9 GB per image.
"""

from __future__ import annotations

import pytest

from gpuadvisor.domain.project import Assumptions, Recipe, Workload
from gpuadvisor.engine.advisor import advise_workload

GIB = 2**30


def _lora(catalog, batch, recompute, side=1024):
    return Workload(name="sdxl", kind="lora", model=catalog.find_model("SDXL UNet").spec,
                    recipe=Recipe(runtime="pytorch", precision="bf16", micro_batch=batch, image_size=side,
                                  recompute=recompute, dataset_samples=1000))


def _row(adv, label="Desktop · 1× RTX 4090"):
    return next(r for r in adv.results if r.option.label == label)


@pytest.mark.parametrize("vectorized", [True, False])
def test_sdxl_lora_keeps_its_feature_maps_not_a_resnet_share_of_its_flops(catalog, options, vectorized):
    one = _row(advise_workload(_lora(catalog, 1, "none"), options, Assumptions(), vectorized=vectorized))
    act = one.estimate.memory.items["activations"]
    assert 6.5 * GIB < act < 8.0 * GIB  # 7.93 GB counted from the config; was 34.6 GiB
    assert one.feasible and one.estimate.memory.total < 16 * GIB  # batch 1 on a 24 GB card
    four = _row(advise_workload(_lora(catalog, 4, "none"), options, Assumptions(), vectorized=vectorized))
    assert four.estimate.memory.items["activations"] == pytest.approx(4 * act)
    assert four.estimate.memory.total < 40 * GIB  # was 144 GiB: an 80 GB card holds it
    ckpt = _row(advise_workload(_lora(catalog, 4, "full"), options, Assumptions(), vectorized=vectorized))
    assert ckpt.feasible and ckpt.estimate.memory.items["activations"] < 0.2 * four.estimate.memory.items["activations"]


def test_the_activations_follow_the_pixels(catalog, options):
    big = _row(advise_workload(_lora(catalog, 1, "none", 1024), options, Assumptions()))
    small = _row(advise_workload(_lora(catalog, 1, "none", 512), options, Assumptions()))
    assert small.estimate.memory.items["activations"] == pytest.approx(big.estimate.memory.items["activations"] / 4)
