"""THE efficiency constants: a handful per hardware class x runtime family, each with a source.

Everything the engine assumes about how close real software gets to the datasheet lives here.
Each value can be overridden through ``Assumptions.efficiency_overrides[key]`` with the key
spelled exactly as below (the lookup falls back from ``a.b.c`` to ``a.b`` to ``a``, so an
override of ``decode_bw`` changes every runtime and class at once, ``decode_bw.llama_cpp``
every class for llama.cpp).

Hardware classes: the accelerator ``segment`` (consumer, workstation, datacenter, apple, tpu);
inference constants take datacenter cards with GDDR memory as workstation parts
(:func:`hardware_class`).

Runtime families (``runtime_family``):

* ``eager``     PyTorch eager / Hugging Face transformers / litgpt / torchtune / unsloth
* ``compiled``  PyTorch with torch.compile or CUDA graphs (gpt-fast), ONNX Runtime, TensorFlow/JAX (XLA)
* ``megatron``  Megatron-LM / NeMo / llm-foundry / DeepSpeed / FSDP pretraining stacks
* ``llama_cpp`` llama.cpp (GGUF), CUDA or Metal
* ``serving``   vLLM, TensorRT-LLM (paged KV cache, continuous batching, CUDA graphs)
* ``exllamav2`` ExLlamaV2 (EXL2/GPTQ kernels)
* ``autoawq``   AutoAWQ fused modules
* ``mlx``       Apple MLX

Keys (all dimensionless shares unless the name says otherwise):

* ``train_mfu[.<class>]``: GEMM-phase efficiency e of a well-tuned training stack on the FLOPs
  actually executed (recomputation included).  The sustained share of peak is
  ``1/(1/e + c·B)`` with ``B`` = peak FLOP/s / memory bandwidth (the device's machine balance)
  and ``c = train_balance_cost/100``: the non-GEMM part of a step (norms, softmax, element-wise,
  optimizer, communication) is bandwidth-bound, so devices with more FLOPs per byte lose a
  larger share (A100 ~0.6, H100 ~0.45 in llm-foundry's tables).  The H200 device rows
  measured 79 % of the BF16 peak on a large matmul (D001), the ceiling for e.  llm-analysis README ("up to
  0.5"; 0.4-0.5 typical, it reproduced LLaMA GPU-hours at 0.5), Megatron-LM ("up to 0.6"),
  Llama 3 paper 38-43 % BF16 MFU on H100, llm-foundry 35-60 % MFU (calibration rows A028-A049).
* ``train_runtime.<family>``: multiplier on the training efficiency for the software stack
  (``eager`` = HF Trainer / PEFT / litgpt / torchtune / Unsloth loops; ``pytorch`` = a
  hand-written PyTorch loop; ``megatron``, ``compiled``).  ``train_runtime.tuned``: tuned
  benchmark code (``Recipe.training_code = "tuned"``: fused kernels, CUDA graphs, DALI, as in
  NVIDIA's MLPerf submissions) runs at least at this factor whatever the runtime.
* ``train_mfu.volta_turing``: the GEMM-phase efficiency on first- and second-generation tensor
  cores (V100, Titan V, T4, RTX 20; the NVIDIA parts with 16-bit tensor cores but no BF16).
  Megatron-LM (Shoeybi et al. 2019, arXiv 1909.08053, Sec. 5) sustained 39 TFLOPS, 30 % of the
  peak, on one V100 with its fused kernels; through ``1/(1/e + c·B)`` and the width factor of its
  1.2B model that is e = 0.45 (A100/H100 stacks reach 0.85).
* ``cnn_train_flop_per_byte.tuned`` / ``cnn_step_ms.tuned``: CNN training in tuned benchmark
  code: cuDNN fused convolution + batch-norm + ReLU epilogues in NHWC keep feature maps out of
  memory (53 FLOP/byte: MLPerf Training v3.0 ResNet-50 on 8x H100, 13.466 min for ~35 epochs),
  and the whole step is one CUDA graph (1 ms of CPU per step).
* ``optimizer_8bit_extra_b`` (bytes per parameter, /1000): bitsandbytes' 8-bit blockwise update
  dequantizes and requantizes its states; it takes as long as moving 38 more bytes per parameter
  than its traffic (torchtune README optimization table: 8-bit AdamW -4.7 % tokens/s).
* ``offload_nvme_gb_s`` (GB/s, /1000): NVMe bandwidth per GPU for ZeRO-Infinity offload (one
  PCIe 4.0 x4 SSD per GPU, 6 GB/s achieved of ~7 GB/s rated).
* ``train_small_model_width``: GEMMs narrower than this hidden size run below peak:
  efficiency x h/(h + w) (cuBLAS tile utilisation; visible in llm-foundry's MFU falling from
  46 % at 7B to 35 % at 760M, rows A030-A034).
* ``cnn_train_flop_per_byte`` (FLOP/byte): arithmetic intensity of convolutional-network
  training (batch-norm and element-wise layers stream activations from memory), which makes
  CNN training bandwidth-bound on modern GPUs: ~1.1 GB of traffic per ResNet-50 training
  image measured consistently over 7 GPUs (NVIDIA DeepLearningExamples rows A076-A087).
* ``cnn_step_ms.<family>`` (milliseconds): CPU time to launch one training step of a
  ResNet-50-depth CNN (forward, backward, optimizer: ~1,000 kernels) in that runtime.  A step
  takes max(GPU time, this): small batches become launch-bound.  Eager PyTorch: 22 ms, from
  ResNet-50 on an H200 at batch 64 (22.1 ms per step, D033) while batch 256 stays GPU-bound
  (55 ms, D032).  A forward pass alone launches about a third of it.
* ``cnn_act_bytes_per_kflop`` (bytes): activations a CNN keeps for the backward pass, per
  1,000 forward FLOPs per sample at 16-bit: 5.5 (ResNet-50: 45 MB per 224-px image under bf16
  autocast at batch 64 and 256 alike, D032/D033; the fp32 figure of ~90-100 MB per image
  often quoted for ResNet-50 is the same at 4 bytes).
* ``diffusion_infer_act_kb_per_px`` (bytes, /1000): what a latent diffusion model (UNet and VAE) holds
  while generating, per image pixel and UNet input (two per image with classifier-free guidance) at
  16-bit.  Inference frees each feature map once its layers have run, so the live set follows the
  feature maps' size (the image's pixels: the top-level maps, the skip connections and the VAE decoder
  at full resolution), not the FLOPs, which SDXL spends mostly in ten-deep transformer stacks at a
  sixteenth of the latent's pixels.  Measured peaks less the weights (UNet, text encoders, VAE) in
  the diffusion-fast benchmarks (huggingface.co/datasets/sayakpaul/sample-datasets,
  sdxl_results_new and sdv1-5_new_results collated_results.csv; bf16, SDPA, batch 1, 30 steps):
  SDXL 1024 px 10.03 GB - 6.94 GB = 3.09 GB for 2 inputs, 1.47 KB per pixel; SD 1.5 512 px
  2.805 - 2.13 GB, 1.29 KB; SSD-1B 1024 px, 1.02 KB.  The largest is the constant.  The per-FLOP
  rule that other CNNs' inference uses (1 byte per 1,000 FLOPs at 16-bit) gave SDXL 6.8 GB per input,
  4.6x the measurement (and 60 GB for a batch of 4 images that the Hugging Face SDXL post,
  huggingface.co/blog/simple_sdxl_optimizations, generated in 21.7 GB on a 40 GB A100, text
  encoders and vanilla attention included).
* ``diffusion_train_act_kb_per_px`` (bytes, /10,000): what a latent diffusion UNet keeps for the
  backward pass per image pixel at 16-bit, counted from its config (Stability-AI/generative-models
  sd_xl_base.yaml: channels 320/640/1280, transformer depth 0/2/10; SD 1.5 320/640/1280/1280, depth
  1/1/1/0): per resnet block 3 x its input and 4 x its output channels per position (group norms,
  SiLUs, convolutions' inputs, the time embedding's sum), per transformer block 32 x its width per
  token (norms, q/k/v, attention output with SDPA or flash attention, whose scores are never stored:
  no s^2 term; cross-attention; GEGLU's 8x-wide projection and its halves), the up path's
  concatenations and the resampling convolutions' inputs.  SDXL 1,024 px: 3.97 G elements, 7.93 GB
  per image (7,560 bytes a pixel); SD 1.5 512 px 1.09 GB (4,160).  The largest is the constant.
  The per-FLOP rule of the other CNNs (``cnn_act_bytes_per_kflop``, ResNet-50's) gave SDXL 37.2 GB
  per image, 4.7x: its FLOPs are mostly large GEMMs that keep few bytes per FLOP.  Consistent with
  the diffusers SDXL LoRA example fitting 24 GB at batch 1 (README_sdxl.md) and with SDXL LoRA peaks
  of 13-15 GB reported at batch 1 (weights 5.2 GB + 7.9 GB + runtime).
* ``cnn_train_bytes_per_act[.tuned]`` (bytes, /100) and ``cnn_act_bytes_per_elem`` (bytes, /10):
  the same three ResNet-50 figures per ACTIVATION ELEMENT instead of per FLOP, used when the
  catalog gives the model's activations (``ModelSpec.activations_m``: the outputs of every
  convolution, pooling and linear layer per sample, the 'acts' of pycls, Radosavovic et al.,
  "Designing Network Design Spaces", CVPR 2020, whose MODEL_ZOO.md lists ResNet-50 11.1M acts
  at 4.1 GMACs).  Batch-norm, ReLU, residual adds and their gradients read and write every
  feature map, so a CNN's memory traffic and the activations it keeps scale with its feature
  maps, not its FLOPs: a network of wide 3x3 convolutions (RetinaNet's 256-channel heads, 1.6
  GFLOP per million activations) moves far fewer bytes per FLOP than ResNet-50's 1x1
  bottlenecks (0.74), and a depthwise one (EfficientNet-B0, 0.12) far more (pycls trains
  EfficientNet-B0, 10x fewer FLOPs than ResNet-50, in about the same time).  ResNet-50:
  1.115 GB per training image / 11.1M = 100 bytes (eager), 0.463 GB / 11.1M = 42 bytes (tuned
  code), 45 MB kept / 11.1M = 4.05 bytes at 16-bit: the per-FLOP constants above converted on the
  same rows, so ResNet-50 figures stay within 1 %.  Inference moves a ninth of the training
  traffic per sample (a third per FLOP, as ``cnn_train_flop_per_byte`` x 3).
* Transformer layers: a training step launches about 3x the kernels of a forward pass
  (backward ~2x), so its CPU floor is ``3 x layers x decode_layer_ms.<family>`` and a
  non-LLM inference batch's is ``layers x decode_layer_ms.<family>`` (BERT-base fine-tune on
  an H200, D035: 27 ms per step of 32 x 128 tokens whose GEMMs need ~7 ms).
* ``train_tp_link_eff``: share of the NVLink rate a training step's tensor-parallel all-reduces
  reach (NCCL bus bandwidth on messages of a micro-batch's hidden states, tens of MB), as
  ``internode_net_eff`` for InfiniBand.  Moves the rows whose source states a tensor-parallel
  layout (Llama 3 405B, A014-A016: 8-11 points lower).  The same share is what a mixture-of-experts
  step's token dispatch/combine all-to-all reaches over NVLink (DeepEP's intranode kernels: 153-158
  GB/s on an H800 listed at 200 GB/s per direction, deepseek-ai/DeepEP README); see the MoE bullet below.
* Mixture-of-experts training (engine.moe; no constant of its own): the FLOPs count the active
  parameters, and two byte costs the FLOPs do not show are added per token: (1) the all-to-all that
  sends each token's hidden vector to its k experts' devices and back, forward and backward
  (``2 x k x h x bytes`` per layer and pass, ``(ep-1)/ep`` of it off the device, at the link rate x
  ``train_tp_link_eff``; on the critical path unless a schedule like DeepSeek-V3's DualPipe hides it,
  arXiv 2412.19437 Sec. 3.2), and (2) the expert GEMMs waiting for their weights when few tokens reach
  each expert per micro-batch (``tokens x k x ep / E``; each micro-batch reads every local expert's
  weights twice and accumulates its gradient: 12 B per parameter, against the expert FLOPs at the
  GEMM-phase rate: a roofline).  Experts are spread over a node's data-parallel devices (``ep`` the
  largest divisor of E up to them).  Narrow experts (DeepSeek-V2/V3, f = 1,536 / 2,048, k = 6 / 8)
  pay far more per FLOP than wide ones (Mixtral, f = 14,336).  Rows moved: A013 -25.6 -> -5.5 %,
  A025 -31.8 -> +8.2 %, A026 -34.8 -> +3.3 %, A012 -39.5 -> -38.3 %; a check the rows have not seen,
  DeepSeek-V2's 172.8K H800-hours per trillion tokens (arXiv 2405.04434) at its 4,096-token
  sequences, -33.5 -> -18.4 %.
* ``long_run_goodput``: share of a long run's GPU time that trains at the steady rate (the rest
  goes to checkpoints, evaluation, failures and restarts, and slower stages).  Llama 3.1 405B:
  the model card's 30.84M H100-hours for the 3.8e25 FLOPs of the Llama 3 paper are 342 TFLOP/s
  per GPU, 0.86 of the 400 TFLOP/s its Table 4 reports at 16K GPUs (the paper: ">90 % effective
  training time" on top of which come the long-context stages).  Applied as
  ``t / (1 - (1 - g)·min(1, t/24 h))`` so it never lowers a longer run.
* ``prefill.<family>.<class>``: share of the dense tensor peak during prompt processing
  (compute-bound GEMMs).  engine-anchors §12.9 "0.5-0.7 for prefill"; llama.cpp reaches much
  less on datacenter parts whose tensor cores its kernels do not exploit (calibration B0xx).
* ``decode_bw.<family>.<class>``: share of the peak memory bandwidth achieved while streaming
  the weights and KV cache each decode step.  llmfit 0.55, llm-analysis 0.6-0.7
  (engine-anchors §12.9); LLM-Viewer #4 "roofline optimistic by 1.5-2x".
* ``decode_layer_ms.<family>[.<class>]`` (milliseconds): fixed per-layer cost of one decode
  step (kernel launches, Python dispatch, synchronisation) that bandwidth does not explain;
  dominant for eager PyTorch at batch 1 (litgpt rows B190-B195: ~0.65 ms per layer on
  A100), small with CUDA graphs or C++ runtimes.
* ``decode_layer_ms_quant.<family>`` (milliseconds): extra per-layer cost of on-the-fly
  dequantization kernels in eager runtimes (bitsandbytes NF4/int8 launch several kernels per
  linear layer).
* ``overhead_gb.<family>`` (GB): memory the runtime holds besides weights, KV cache and
  activations (allocator slack, workspace, cuBLAS handles, compute graphs), per device.
* ``cuda_context_gb`` (GB): CUDA/driver context and loaded kernels; HF docs measured 1.3 GB on
  a V100 ("can take up 1-2GB"), gpu_poor 0.65 GB, llmfit 0.5 GB (engine-anchors §12.7); lazy
  module loading (CUDA >= 11.7) brings it near 0.5 GB.
* ``serving_reserve``: share of device memory a serving engine claims up front (vLLM
  ``gpu_memory_utilization`` default 0.90; TensorRT-LLM ``free_gpu_memory_fraction`` 0.9).
  This is a reservation, not usage: the engine *holds* weights + activations + KV pool =
  reserve x memory, and the KV pool is what limits concurrency (engine-anchors §8, §12.6).
* ``serving_max_batch`` (sequences, stored / 1000 to stay within the 0-1.5 override range):
  scheduler cap on concurrent sequences (vLLM ``max_num_seqs`` 256; TensorRT-LLM's
  ``max_batch_size`` is larger, 2048 in trtllm-bench, but KV memory binds first).
* ``apple_gpu_share_small`` / ``apple_gpu_share_large``: share of unified memory the GPU may
  wire on macOS (``recommendedMaxWorkingSetSize``: about 2/3 of RAM up to 36 GB, 3/4 above;
  llama.cpp and mlx-lm discussions about ``iogpu.wired_limit_mb``).  An assumption.
* ``apple_tflops_per_gbs`` (TFLOPS per GB/s, /10): Apple GPUs' FP32 rate scales with the memory
  bus: M1 Pro/Max/Ultra 5.2/10.4/21 TFLOPS at 200/400/800 GB/s (0.026), commonly cited M2
  figures 6.8/13.6/27.2 at 200/400/800 (0.034).  Used only when the catalog has no TFLOPS.
"""

from __future__ import annotations

from collections.abc import Mapping

# fmt: off
DEFAULTS: dict[str, float] = {
    # --- training ------------------------------------------------------------------------
    "train_mfu": 0.85,               # GEMM-phase efficiency (cuBLAS on large GEMMs 0.8-0.9)
    "train_mfu.apple": 0.45,         # MLX/MPS training: no published MFU; assumption
    "train_mfu.volta_turing": 0.45,  # 1st/2nd-generation tensor cores (V100, T4, RTX 20): Megatron-LM 2019
                                     # (arXiv 1909.08053 Sec. 5) sustained 30 % of a V100's peak on one GPU
                                     # with fused kernels; 1/(1/e + c*B) x width at B = 139 gives e = 0.45
    "train_balance_cost": 0.30,      # x 0.01 = 0.0030: step time lost per FLOP/byte of machine balance
    "train_runtime": 0.85,           # any other runtime family: as an ordinary (eager) training loop
    "train_runtime.megatron": 1.00,
    "train_runtime.compiled": 1.00,  # torch.compile'd steps: torchtune README "Optimization flags", + Compile
                                     # +27 % tokens/s over its eager loop (Llama 3.2 3B, A100): 0.85 x 1.27
                                     # reaches the fused stacks (capped at their 1.00)
    "train_runtime.eager": 0.85,     # HF Trainer/PEFT/litgpt/torchtune loops: unfused norms, RoPE,
                                     # per-op launches (H200 device rows D006-D013 vs matmul ceiling)
    "train_runtime.pytorch": 1.00,   # hand-written PyTorch loops (fused kernels possible: FA2 scripts)
    "train_runtime.mlx": 1.00,       # MLX (mlx-lm LoRA): its Apple efficiency is train_mfu.apple already
    "train_runtime.tuned": 1.00,     # tuned benchmark code (Recipe.training_code): fused kernels as in the
                                     # Megatron-level stacks, whatever the runtime (MLPerf NVIDIA submissions)
    "train_small_model_width": 0.40, # x 1000 = 400: h/(h+400) GEMM efficiency factor
    "moe_prefill_expert_tokens": 0.064,  # x 1000 = 64: a routed expert's prompt GEMM of m tokens runs at
                                     # m/(m+64) of the dense rate (engine.moe.prefill_expert_share)
    "cnn_train_flop_per_byte": 0.022,  # x 1000 = 22 FLOP/byte (ResNet-50 rows A076-A087)
    "cnn_train_flop_per_byte.tuned": 0.053,  # x 1000 = 53 FLOP/byte: MLPerf Training v3.0 ResNet-50, 8x H100
                                     # SXM, MXNet/NGC, 13.466 min (NVIDIA "Deep Learning Training Performance"
                                     # page, MLPerf-ID 3.0-2053) for ~35 epochs of 1,281,167 images: 6,900
                                     # images/s per GPU at 24.5 GFLOP each over 3.35 TB/s (x0.95 scaling)
    "cnn_step_ms": 0.05,             # x 100 = 5 ms: graph runtimes (MXNet, TF, compiled) launch from C++
    "cnn_step_ms.eager": 0.22,       # x 100 = 22 ms per training step (H200 ResNet-50 batch 64, D033)
    "cnn_step_ms.tuned": 0.01,       # x 100 = 1 ms: a step replayed as one CUDA graph (MLPerf NVIDIA code)
    "cnn_act_bytes_per_kflop": 0.55, # x 10 = 5.5 bytes per 1,000 forward FLOPs at 16-bit (D032/D033)
    # the same per activation element (ModelSpec.activations_m; pycls MODEL_ZOO.md ResNet-50 11.1M acts):
    "cnn_train_bytes_per_act": 1.00,         # x 100 = 100 bytes per activation per training image
                                             # (1.115 GB per ResNet-50 image, rows A076-A087, / 11.1M)
    "cnn_train_bytes_per_act.tuned": 0.42,   # x 100 = 42 bytes (0.463 GB per image, MLPerf v3.0 H100 / 11.1M)
    "cnn_act_bytes_per_elem": 0.405,         # x 10 = 4.05 bytes kept per activation at 16-bit (45 MB / 11.1M)
    # share of those kept with full recompute (gradient checkpointing per block: each block's input,
    # one 16-bit tensor, and one block's activations while its backward runs), computed from the
    # architectures, not measured:
    "cnn_recompute_keep": 0.42,              # ResNet-50 per bottleneck: 16 inputs of 5.5M elements at 2 bytes
                                             # + the largest block's 2.0M at 4.05 bytes, over 45 MB
    "cnn_recompute_keep.diffusion": 0.15,    # SD 1.5 / SDXL UNets per resnet and transformer block (diffusers'
                                             # enable_gradient_checkpointing): 0.156 / 0.139 from their configs
    "diffusion_train_act_kb_per_px": 0.756,  # x 10,000 = 7,560 bytes per image pixel kept for backward at 16-bit
                                             # (SDXL at 1,024 px: 3.97 G elements, 7.93 GB; SD 1.5 4,160 at 512 px;
                                             # counted from their configs with SDPA attention, not measured)
    "diffusion_infer_act_kb_per_px": 1.47,   # x 1000 = 1,470 bytes per image pixel per UNet input at 16-bit
                                             # live while generating (diffusion-fast, bf16 + SDPA, batch 1 with
                                             # guidance: SDXL 10.03 GB peak less 6.94 GB of weights at 1024 px;
                                             # SD 1.5 1.29, SSD-1B 1.02 likewise: the largest of the three)
    "offload_host_gb_s": 0.10,       # x 1000 = 100 GB/s achieved host-memory bandwidth for the CPU optimizer
                                     # (8-channel DDR4-3200 peaks at 205 GB/s; about half is achieved)
    "offload_pcie_gb_s": 0.025,      # x 1000 = 25 GB/s: PCIe 4.0 x16 (32 GB/s per direction) as achieved
    "offload_nvme_gb_s": 0.006,      # x 1000 = 6 GB/s per GPU: one PCIe 4.0 x4 NVMe SSD (7.45/6.9 GB/s rated
                                     # sequential read/write, Samsung 990 PRO datasheet 2022) as achieved
    "optimizer_8bit_extra_b": 0.038, # x 1000 = 38 bytes per parameter: bitsandbytes' 8-bit blockwise update
                                     # costs as much time as moving 38 more bytes per parameter than a fused
                                     # 16-bit AdamW (torchtune README "Optimization flags": 8-bit AdamW -4.7 %
                                     # tokens/s, Llama 3.2 3B, A100, 2 x 4096 tokens per step)
    "internode_net_eff": 0.80,       # NCCL all-reduce bus bandwidth / line rate on InfiniBand (nccl-tests)
    "train_tp_link_eff": 0.80,       # the same NCCL bus-bandwidth share for the large tensor-parallel all-reduces
                                     # of a training step over NVLink (engine.training "Tensor parallelism"):
                                     # nccl-tests' busBw (algBw x 2(n-1)/n) approaches but does not reach the link
    "internode_overlap": 0.67,       # share of a step's compute that hides communication: the backward
                                     # pass (2/3 of the FLOPs) overlaps gradient buckets (DDP paper, 2020)
    "long_run_goodput": 0.86,        # Llama 3.1 405B: 3.8e25 FLOPs (Llama 3 paper) in the model card's 30.84M
                                     # H100-hours = 342 TFLOP/s per GPU, 0.86 of the 400 TFLOP/s the paper's
                                     # Table 4 reports while training on 16K GPUs (failures, restarts,
                                     # checkpoints, evaluation, the long-context stages); the paper alone says
                                     # ">90 % effective training time"; reached smoothly over the first day
    # --- prefill (compute-bound) --------------------------------------------------------
    "prefill": 0.60,                 # engine-anchors §12.9 "0.5-0.7"
    "prefill.serving": 0.65,
    "prefill.compiled": 0.60,
    "prefill.eager": 0.50,
    "prefill.llama_cpp.consumer": 0.45,     # llama.cpp README tables, RTX 30/40 (B010, B099)
    "prefill.llama_cpp.workstation": 0.30,  # A6000 / RTX 6000 Ada / A40 (B016, B018, B022)
    "prefill.llama_cpp.datacenter": 0.30,   # A100/H100 PCIe (B024, B028, B041, B042), with Hopper's quantized
                                            # matmuls at half its peak (compute.warpgroup_mma_peak)
    "prefill.llama_cpp.apple": 0.60,        # Metal, M1-M4 (B046-B091)
    "prefill.mlx.apple": 0.65,
    "prefill.autoawq": 0.35,                # AutoAWQ GEMM kernels dequantize per tile (B149, B153)
    "prefill.exllamav2": 0.45,
    # --- decode (bandwidth-bound) -------------------------------------------------------
    "decode_bw": 0.70,               # llm-analysis 0.6-0.7
    "decode_bw.serving": 0.80,       # paged attention + CUDA graphs at large batch
    "decode_bw.compiled": 0.75,      # gpt-fast torch.compile (B136-B139)
    "decode_bw.eager": 0.70,
    "decode_bw.llama_cpp": 0.81,            # GDDR / LPDDR GPUs at batch 1, with decode_layer_ms.llama_cpp:
                                            # least squares over 22 rows on 13 GPUs (B001-B036, B096-B129,
                                            # GB10 B109-B122), median |error| 5 %
    "decode_bw.llama_cpp.datacenter": 0.50, # HBM parts are hard to saturate at batch 1 (B033, B043)
    "decode_bw.llama_cpp.apple": 0.88,      # Metal, with decode_layer_ms.llama_cpp.apple: least squares over
                                            # 17 rows on 10 Apple chips (B051-B093), median |error| 5 %
    "decode_bw.mlx.apple": 0.75,
    "decode_bw.exllamav2": 0.85,
    "decode_bw.autoawq": 0.75,
    "decode_layer_ms": 0.02,
    "decode_layer_ms.eager": 0.65,          # litgpt generate, A100 (B190, B192)
    "decode_layer_ms.llama_cpp": 0.0425,    # ~17 CUDA kernels per layer (norms, 7 mat-vecs, RoPE, KV copy,
                                            # attention, adds) at ~2.5 us each (launch + ramp + tail)
    "decode_layer_ms.llama_cpp.apple": 0.18,  # Metal encodes each kernel on the CPU side
    "decode_layer_ms.mlx": 0.05,
    "decode_layer_ms.autoawq": 0.05,
    "decode_layer_ms.exllamav2": 0.03,
    "decode_layer_ms.serving": 0.01,
    "decode_layer_ms.compiled": 0.01,
    "decode_layer_ms_quant": 0.0,
    "decode_layer_ms_quant.eager": 0.55,    # bitsandbytes NF4 in litgpt (B191, B193-B195)
    # --- memory -------------------------------------------------------------------------
    "cuda_context_gb": 0.50,
    "overhead_gb": 0.30,
    "overhead_gb.eager": 0.30,
    "overhead_gb.compiled": 0.30,
    "overhead_gb.megatron": 1.00,    # NCCL buffers, fused-kernel workspaces (cookbook ~5 GiB at 3D)
    "overhead_gb.llama_cpp": 0.20,   # compute buffers are modelled separately
    "overhead_gb.serving": 0.30,     # non-torch 0.27 GiB at TP=1 (llm-d-planner)
    "overhead_gb.mlx": 0.20,
    "serving_reserve": 0.90,
    "serving_max_batch": 0.256,
    "apple_gpu_share_small": 0.667,
    "apple_gpu_share_large": 0.75,
    "apple_tflops_per_gbs": 0.30,    # / 10 = 0.030 TFLOPS per GB/s
}
# fmt: on

RUNTIME_FAMILY: dict[str, str] = {
    "pytorch": "eager",
    "hf_transformers": "eager",
    "litgpt": "eager",
    "torchtune": "eager",
    "unsloth": "eager",
    "other": "eager",
    "pytorch_compiled": "compiled",
    "pytorch_xla": "compiled",
    "gpt_fast": "compiled",
    "onnxruntime": "compiled",
    "tensorflow": "compiled",
    "jax": "compiled",
    "mxnet": "compiled",
    "megatron": "megatron",
    "llm_foundry": "megatron",
    "deepspeed": "megatron",
    "fsdp": "megatron",
    "nemo": "megatron",
    "llama_cpp": "llama_cpp",
    "vllm": "serving",
    "tensorrt_llm": "serving",
    "sglang": "serving",
    "exllamav2": "exllamav2",
    "autoawq": "autoawq",
    "mlx": "mlx",
}


def runtime_family(runtime: str | None) -> str:
    return RUNTIME_FAMILY.get((runtime or "pytorch").lower(), "eager")


def hardware_class(acc) -> str:
    """The hardware class inference constants are looked up under: the accelerator's segment,
    except that datacenter cards with GDDR memory (A40, A10, L4, L40, L40S, T4, P40) count as
    workstation parts: they are the workstation dies (GA102, AD102, AD104, TU104, GP102) in
    passive coolers, and what bounds a runtime's kernels on them is the die and its memory,
    not the market it is sold in."""
    seg = acc.segment
    if seg == "datacenter" and (acc.memory_type or "").upper().startswith("GDDR"):
        return "workstation"
    return seg


class MissingEfficiency(KeyError):
    """No efficiency constant for a key (and none of its parents)."""

    def __str__(self) -> str:
        from gpuadvisor.i18n import translate

        return translate("Engine", "no efficiency data for '{key}'").format(key=self.args[0] if self.args else "")


class Efficiency:
    """Resolved constants for one set of overrides; lookups fall back a.b.c -> a.b -> a."""

    __slots__ = ("_values", "_cache")

    def __init__(self, overrides: Mapping[str, float] | None = None) -> None:
        self._values = dict(DEFAULTS)
        if overrides:
            self._values.update(overrides)
        self._cache: dict[str, tuple[float, str]] = {}

    def get(self, key: str) -> float:
        return self.lookup(key)[0]

    def lookup(self, key: str) -> tuple[float, str]:
        """(value, the key that supplied it)."""
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        parts = key.split(".")
        while parts:
            k = ".".join(parts)
            if k in self._values:
                self._cache[key] = (self._values[k], k)
                return self._values[k], k
            parts.pop()
        raise MissingEfficiency(key)


def keys() -> list[str]:
    """Every documented key (for the UI's assumptions page)."""
    return sorted(DEFAULTS)
