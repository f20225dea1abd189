<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BillingAnalyzer</name>
    <message>
        <source>buying the hardware for this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned hardware, amortized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 (%2) the cheaper of %3 and %4 changes; after it %5 is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned hardware per card-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above %1 % utilization, owning beats %2 (%3 per card-hour).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillingModes</name>
    <message>
        <source>on-demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weekly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yearly / reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pro rata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no refund</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardCatalog</name>
    <message>
        <source>duplicate card id &quot;%1&quot;</source>
        <translation>显卡编号“%1”重复</translation>
    </message>
</context>
<context>
    <name>CardFit</name>
    <message>
        <source>one card</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>张量并行 %1</translation>
    </message>
    <message>
        <source>%1 pipeline stages</source>
        <translation>%1 级流水线</translation>
    </message>
    <message>
        <source>ZeRO-%1 over %2 data-parallel ranks</source>
        <translation>ZeRO-%1，%2 路数据并行</translation>
    </message>
    <message>
        <source>%1 data-parallel replicas</source>
        <translation>%1 个数据并行副本</translation>
    </message>
    <message>
        <source>No number of these cards up to %1 holds the job with these settings.</source>
        <translation>按当前设置，这种卡用到 %1 张也放不下。</translation>
    </message>
    <message>
        <source>Tensor parallelism over PCIe only: expect a large slowdown; NVLink (SXM) cards suit it.</source>
        <translation>只能通过 PCIe 做张量并行，速度会明显下降；这种切分适合带 NVLink 的 SXM 卡。</translation>
    </message>
    <message>
        <source>More than one 8-card machine: the machines need 100 GbE or InfiniBand between them.</source>
        <translation>超过一台 8 卡机器：机器之间需要 100GbE 或 InfiniBand 互联。</translation>
    </message>
    <message>
        <source>No ECC memory (consumer card): long runs can be silently corrupted.</source>
        <translation>没有 ECC 显存（消费级显卡）：长时间训练可能出现不易察觉的数据错误。</translation>
    </message>
    <message>
        <source>Supports MIG: check that the rented card is whole, not a slice (nvidia-smi -L).</source>
        <translation>支持 MIG 切分：请确认租到的是整卡而不是切片（用 nvidia-smi -L 查看）。</translation>
    </message>
    <message>
        <source>No native bf16: runs fp16 instead.</source>
        <translation>不支持原生 bf16，只能改用 fp16。</translation>
    </message>
    <message>
        <source>Tight: less than 5 % of the card&apos;s memory left.</source>
        <translation>余量很小：剩余显存不足 5%。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Lists the GPU card catalog.</source>
        <translation>列出显卡目录。</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>以 JSON 输出，而不是表格。</translation>
    </message>
    <message>
        <source>list the GPU card catalog</source>
        <translation>列出显卡目录</translation>
    </message>
    <message>
        <source>Usage: rentplan [command] [options]</source>
        <translation>用法：rentplan [子命令] [选项]</translation>
    </message>
    <message>
        <source>Without a command, rentplan opens its window.</source>
        <translation>不带子命令时，rentplan 打开图形窗口。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>子命令：</translation>
    </message>
    <message>
        <source>Run &quot;rentplan &lt;command&gt; --help&quot; for its options.</source>
        <translation>运行“rentplan &lt;子命令&gt; --help”查看该命令的选项。</translation>
    </message>
    <message>
        <source>rentplan: unknown command &quot;%1&quot;; see &quot;rentplan --help&quot;.</source>
        <translation>rentplan：没有“%1”这个子命令，请查看“rentplan --help”。</translation>
    </message>
    <message>
        <source>what a job costs under each offer; break-even points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate GPU memory and which cards fit</source>
        <translation>估算显存需求及能放下的显卡</translation>
    </message>
    <message>
        <source>Counts the parameters and KV-cache bytes of a model.</source>
        <translation>统计模型的参数量和 KV 缓存字节数。</translation>
    </message>
    <message>
        <source>A preset id or a config.json file.</source>
        <translation>预置模型编号，或一个 config.json 文件。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>以 JSON 输出。</translation>
    </message>
    <message>
        <source>the model (a preset id or a config.json file)</source>
        <translation>模型（预置模型编号或 config.json 文件）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>KV cache per token (16-bit)</source>
        <translation>每个 token 的 KV 缓存（16 位）</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>结构</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads (%4 KV), head dim %5</source>
        <translation>%1 层，隐藏维度 %2，%3 个注意力头（KV 头 %4 个），头维度 %5</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>注意：</translation>
    </message>
    <message>
        <source>count a model&apos;s parameters and KV cache</source>
        <translation>统计模型参数量和 KV 缓存</translation>
    </message>
    <message>
        <source>missing --task (one of: %1)</source>
        <translation>缺少 --task（可选：%1）</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>个参数</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered blocks</source>
        <translation>ZeRO-3 聚合中的层</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>单卡合计</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>min %1</source>
        <translation>最少 %1 张</translation>
    </message>
    <message>
        <source>Estimates GPU memory per card for a model and a task, and which cards hold it.</source>
        <translation>估算某个模型和任务在每张卡上需要的显存，以及哪些显卡放得下。</translation>
    </message>
    <message>
        <source>inference, full, lora or qlora.</source>
        <translation>inference、full、lora 或 qlora。</translation>
    </message>
    <message>
        <source>Weight format: %1 (default bf16; nf4 for qlora).</source>
        <translation>权重格式：%1（默认 bf16；qlora 默认 nf4）。</translation>
    </message>
    <message>
        <source>KV cache format: bf16 (default) or fp8.</source>
        <translation>KV 缓存格式：bf16（默认）或 fp8。</translation>
    </message>
    <message>
        <source>Sequence length in tokens (default 4096).</source>
        <translation>序列长度，单位 token（默认 4096）。</translation>
    </message>
    <message>
        <source>Micro-batch, or concurrent sequences (default 1).</source>
        <translation>微批大小，或并发序列数（默认 1）。</translation>
    </message>
    <message>
        <source>Total GPUs; data-parallel degree = gpus / tp (default 1).</source>
        <translation>GPU 总数；数据并行度 = gpus ÷ tp（默认 1）。</translation>
    </message>
    <message>
        <source>ZeRO stage for training (default 0).</source>
        <translation>训练时的 ZeRO 阶段（默认 0）。</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (default 1).</source>
        <translation>张量并行度（默认 1）。</translation>
    </message>
    <message>
        <source>adamw (default), adamw8bit or sgd.</source>
        <translation>adamw（默认）、adamw8bit 或 sgd。</translation>
    </message>
    <message>
        <source>mixed (default, fp32 master weights) or bf16.</source>
        <translation>mixed（默认，保留 fp32 主权重）或 bf16。</translation>
    </message>
    <message>
        <source>Activation recomputation: none (default), selective or full.</source>
        <translation>激活重计算：none（默认）、selective 或 full。</translation>
    </message>
    <message>
        <source>FlashAttention: no sequence-squared attention matrix.</source>
        <translation>FlashAttention：不保存与序列长度平方成正比的注意力矩阵。</translation>
    </message>
    <message>
        <source>LoRA rank (default 16).</source>
        <translation>LoRA 秩（默认 16）。</translation>
    </message>
    <message>
        <source>qv or all linear layers (default all).</source>
        <translation>qv 或全部线性层 all（默认 all）。</translation>
    </message>
    <message>
        <source>LoRA dropout keeps a copy of each adapted input.</source>
        <translation>LoRA dropout 会为每个被适配层的输入多存一份。</translation>
    </message>
    <message>
        <source>standard (default, transformers) or chunked cross-entropy.</source>
        <translation>standard（默认，transformers 的做法）或 chunked（分块交叉熵）。</translation>
    </message>
    <message>
        <source>Runtime overhead per GPU in GiB (default 2).</source>
        <translation>每卡运行时开销，单位 GiB（默认 2）。</translation>
    </message>
    <message>
        <source>A shipped model: %1.</source>
        <translation>内置模型：%1。</translation>
    </message>
    <message>
        <source>A Hugging Face config.json.</source>
        <translation>Hugging Face 的 config.json。</translation>
    </message>
    <message>
        <source>A bare parameter count (7e9, 7B, 7000000000); the shape is inferred.</source>
        <translation>只给参数量（7e9、7B、7000000000），模型结构自动推测。</translation>
    </message>
    <message>
        <source>With --params: the number of layers.</source>
        <translation>配合 --params：层数。</translation>
    </message>
    <message>
        <source>With --params: the hidden size.</source>
        <translation>配合 --params：隐藏维度。</translation>
    </message>
    <message>
        <source>give exactly one of --preset, --config or --params</source>
        <translation>--preset、--config、--params 三者必须且只能给一个</translation>
    </message>
    <message>
        <source>--preset: unknown preset &quot;%1&quot;; known: %2</source>
        <translation>--preset：没有预置模型“%1”；可选：%2</translation>
    </message>
    <message>
        <source>--params: expected a count such as 7e9, 7B or 7000000000, got &quot;%1&quot;</source>
        <translation>--params：需要 7e9、7B 或 7000000000 这样的数量，收到的是“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a preset (%2) nor an existing file</source>
        <translation>“%1”既不是预置模型（%2），也不是已存在的文件</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>缺少%1</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>--%1: expected a number, got &quot;%2&quot;</source>
        <translation>--%1：需要一个数字，收到的是“%2”</translation>
    </message>
    <message>
        <source>--%1: %2 is outside the accepted range %3 to %4</source>
        <translation>--%1：%2 不在允许范围 %3 到 %4 之内</translation>
    </message>
    <message>
        <source>--%1: expected a whole number, got &quot;%2&quot;</source>
        <translation>--%1：需要一个整数，收到的是“%2”</translation>
    </message>
    <message>
        <source>--%1: unknown value &quot;%2&quot;; expected one of: %3</source>
        <translation>--%1：无法识别的取值“%2”，可选：%3</translation>
    </message>
</context>
<context>
    <name>ConfigReader</name>
    <message>
        <source>n_embd (%1) is not divisible by n_head (%2)</source>
        <translation>n_embd（%1）不能被 n_head（%2）整除</translation>
    </message>
    <message>
        <source>%1 does not divide num_attention_heads (%2)</source>
        <translation>%1 不能整除 num_attention_heads（%2）</translation>
    </message>
    <message>
        <source>hidden_size (%1) is not divisible by %2 and head_dim is not given</source>
        <translation>hidden_size（%1）不能被 %2 整除，且没有给出 head_dim</translation>
    </message>
    <message>
        <source>The config has no model_type: counted with the generic gated-MLP formula, check the result.</source>
        <translation>配置中没有 model_type：已按通用门控 MLP 公式计算，请核对结果。</translation>
    </message>
    <message>
        <source>Model family &quot;%1&quot; is not one RentPlan knows: counted with the generic gated-MLP formula, check the result.</source>
        <translation>RentPlan 不认识“%1”这个模型家族：已按通用门控 MLP 公式计算，请核对结果。</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>is %1 bytes, too large for a model config</source>
        <translation>大小为 %1 字节，不像是模型配置文件</translation>
    </message>
</context>
<context>
    <name>EstimateInput</name>
    <message>
        <source>gpus and tp must be at least 1</source>
        <translation>gpus 和 tp 至少为 1</translation>
    </message>
    <message>
        <source>gpus (%1) must be a multiple of tp (%2)</source>
        <translation>gpus（%1）必须是 tp（%2）的整数倍</translation>
    </message>
    <message>
        <source>zero must be 0, 1, 2 or 3</source>
        <translation>zero 只能是 0、1、2 或 3</translation>
    </message>
    <message>
        <source>QLoRA keeps its base weights in 4 bits: weights must be nf4 or int4</source>
        <translation>QLoRA 的底座权重是 4 位的：weights 只能是 nf4 或 int4</translation>
    </message>
</context>
<context>
    <name>JsonInput</name>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the %2 bytes accepted</source>
        <translation>文件大小为 %1 字节，超过允许的 %2 字节</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a true/false value</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺少该字段</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际是%1</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限的数字</translation>
    </message>
    <message>
        <source>%1 is outside the accepted range %2 to %3</source>
        <translation>%1 不在允许范围 %2 到 %3 之内</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，实际是 %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际是%1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际是%1</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>（顶层）</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际是%1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际是%1</translation>
    </message>
</context>
<context>
    <name>MemoryEstimator</name>
    <message>
        <source>ZeRO shards training state; it does not apply to inference and was ignored.</source>
        <translation>ZeRO 用于切分训练状态，对推理不起作用，已忽略。</translation>
    </message>
    <message>
        <source>Tensor parallel degree %1 exceeds the %2 KV heads: the KV cache is replicated.</source>
        <translation>张量并行度 %1 超过了 %2 个 KV 头：KV 缓存会在卡间复制。</translation>
    </message>
    <message>
        <source>Tensor parallel degree %1 does not divide the %2 attention heads; frameworks refuse this split.</source>
        <translation>张量并行度 %1 不能整除 %2 个注意力头，主流框架不支持这种切分。</translation>
    </message>
    <message>
        <source>Context %1 is longer than the model&apos;s %2 positions.</source>
        <translation>上下文长度 %1 超过了模型支持的 %2 个位置。</translation>
    </message>
</context>
<context>
    <name>PlanEvaluation</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buying the hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add an offer or a self-build to see what %1 on %n card(s) costs.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %1 on %n card(s), %2 is the only way to pay that finishes the job: %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %1 on %n card(s), %2 is cheapest at %3, %4 less than %5.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanFormat</name>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 was written by a newer RentPlan; this one reads version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a short currency code or symbol, such as CNY or USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShapeInference</name>
    <message>
        <source>%1 parameters</source>
        <translation>%1 个参数</translation>
    </message>
    <message>
        <source>Shape inferred from the parameter count (%1 layers, hidden size %2, %3 heads): KV cache and activations are estimates; give a config.json for exact figures.</source>
        <translation>结构是按参数量推测的（%1 层，隐藏维度 %2，%3 个注意力头）：KV 缓存和激活值只是估计，提供 config.json 可得到准确数字。</translation>
    </message>
</context>
<context>
    <name>rp::CardFitTableModel</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>short by %1</source>
        <translation>还差 %1</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Fits as set</source>
        <translation>按当前设置能否放下</translation>
    </message>
    <message>
        <source>Fewest cards</source>
        <translation>最少卡数</translation>
    </message>
    <message>
        <source>How they split the work</source>
        <translation>切分方式</translation>
    </message>
    <message>
        <source>Headroom as set</source>
        <translation>按当前设置的余量</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>rp::EstimateSettingsForm</name>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>上下文长度（token）</translation>
    </message>
    <message>
        <source>Batch / sequences</source>
        <translation>批大小 / 并发序列</translation>
    </message>
    <message>
        <source>GPUs in total</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 作用层</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失函数</translation>
    </message>
    <message>
        <source>Overhead per GPU</source>
        <translation>每卡运行时开销</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Default (bf16; NF4 for QLoRA)</source>
        <translation>默认（bf16；QLoRA 为 NF4）</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <source>fp8</source>
        <translation>fp8</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>int4 (group 64)</source>
        <translation>int4（每 64 个一组）</translation>
    </message>
    <message>
        <source>NF4 (double quant)</source>
        <translation>NF4（双重量化）</translation>
    </message>
    <message>
        <source>0 — off</source>
        <translation>0 — 不切分</translation>
    </message>
    <message>
        <source>1 — optimizer states</source>
        <translation>1 — 切分优化器状态</translation>
    </message>
    <message>
        <source>2 — + gradients</source>
        <translation>2 — 再切分梯度</translation>
    </message>
    <message>
        <source>3 — + weights</source>
        <translation>3 — 再切分权重</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Mixed (fp32 master weights)</source>
        <translation>混合精度（保留 fp32 主权重）</translation>
    </message>
    <message>
        <source>Pure bf16</source>
        <translation>纯 bf16</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>Full (gradient checkpointing)</source>
        <translation>完全重计算（梯度检查点）</translation>
    </message>
    <message>
        <source>q and v projections</source>
        <translation>仅 q、v 投影</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>全部线性层</translation>
    </message>
    <message>
        <source>Standard (transformers)</source>
        <translation>标准（transformers 默认）</translation>
    </message>
    <message>
        <source>Chunked / fused</source>
        <translation>分块 / 融合</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Inference holds weights and KV cache; training adds gradients, optimizer states and activations; LoRA and QLoRA train small adapters on a frozen model.</source>
        <translation>推理只需存放权重和 KV 缓存；训练还要放梯度、优化器状态和激活值；LoRA 与 QLoRA 冻结原模型，只训练小小的适配器。</translation>
    </message>
    <message>
        <source>Bytes per weight: fp32 4, bf16/fp16 2, fp8/int8 1, int4 and NF4 about half a byte plus their scales. Embeddings and norms stay 16-bit when quantized.</source>
        <translation>每个权重占用的字节：fp32 为 4，bf16/fp16 为 2，fp8/int8 为 1，int4 和 NF4 约半字节再加缩放系数。量化时嵌入层和归一化层仍保持 16 位。</translation>
    </message>
    <message>
        <source>The KV cache grows with context × sequences; fp8 halves it.</source>
        <translation>KV 缓存随“上下文长度 × 并发序列数”增长；用 fp8 可减半。</translation>
    </message>
    <message>
        <source>Sequence length. The KV cache grows linearly with it; without FlashAttention activations grow with its square.</source>
        <translation>序列长度。KV 缓存与它成正比；不用 FlashAttention 时，激活值随它的平方增长。</translation>
    </message>
    <message>
        <source>Micro-batch for training, concurrent sequences for serving: KV cache and activations grow linearly with it.</source>
        <translation>训练时是微批大小，推理服务时是并发序列数：KV 缓存和激活值都与它成正比。</translation>
    </message>
    <message>
        <source>All GPUs of the job. Data-parallel ranks = GPUs / tensor parallel; ZeRO shards over them.</source>
        <translation>本任务用到的全部 GPU。数据并行份数 = GPU 数 ÷ 张量并行度，ZeRO 在这些份数之间切分。</translation>
    </message>
    <message>
        <source>Splits weights, states, activations and KV heads across this many cards; needs NVLink to be fast.</source>
        <translation>把权重、训练状态、激活值和 KV 头分到这么多张卡上；没有 NVLink 会很慢。</translation>
    </message>
    <message>
        <source>ZeRO shards training state over the data-parallel ranks: stage 1 the optimizer states, 2 also gradients, 3 also weights.</source>
        <translation>ZeRO 把训练状态分摊到各数据并行进程：阶段 1 切优化器状态，阶段 2 加上梯度，阶段 3 再加上权重。</translation>
    </message>
    <message>
        <source>Optimizer bytes per parameter in mixed precision: AdamW 12, 8-bit AdamW 6, SGD 8.</source>
        <translation>混合精度下每个参数的优化器开销：AdamW 12 字节，8 位 AdamW 6 字节，SGD 8 字节。</translation>
    </message>
    <message>
        <source>Mixed precision keeps fp32 master weights (16 bytes/parameter with AdamW); pure bf16 keeps everything in bf16 (8 bytes/parameter).</source>
        <translation>混合精度会保留一份 fp32 主权重（配合 AdamW 每参数 16 字节）；纯 bf16 全部用 bf16 存放（每参数 8 字节）。</translation>
    </message>
    <message>
        <source>Recomputing activations in the backward pass trades time for memory: selective drops the attention matrix, full keeps only each layer&apos;s input.</source>
        <translation>反向传播时重算激活值，是用时间换显存：选择性重计算不保存注意力矩阵，完全重计算只保存每层的输入。</translation>
    </message>
    <message>
        <source>FlashAttention never stores the sequence × sequence attention matrix.</source>
        <translation>FlashAttention 不会保存“序列 × 序列”大小的注意力矩阵。</translation>
    </message>
    <message>
        <source>Adapter size: each adapted layer gains rank × (inputs + outputs) trainable parameters.</source>
        <translation>适配器大小：每个被适配的层增加“秩 × (输入维度 + 输出维度)”个可训练参数。</translation>
    </message>
    <message>
        <source>Which linear layers get adapters.</source>
        <translation>给哪些线性层加适配器。</translation>
    </message>
    <message>
        <source>LoRA dropout keeps one copy of each adapted layer&apos;s input for the backward pass.</source>
        <translation>开启 LoRA dropout 时，每个被适配层的输入要多存一份供反向传播使用。</translation>
    </message>
    <message>
        <source>The standard loss holds about 14 bytes per logit (sequence × vocabulary); a chunked loss about 4.</source>
        <translation>标准损失函数每个 logit（序列长度 × 词表大小）约占 14 字节；分块计算约 4 字节。</translation>
    </message>
    <message>
        <source>CUDA context and allocator reserve on every GPU.</source>
        <translation>每张卡上的 CUDA 上下文和显存分配器预留。</translation>
    </message>
</context>
<context>
    <name>rp::EstimatorPage</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 parameters</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2 个参数</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>，每个 token 激活 %1 个</translation>
    </message>
    <message>
        <source>, %1 trainable</source>
        <translation>，其中可训练 %1 个</translation>
    </message>
    <message>
        <source>Each GPU needs &lt;b&gt;%1&lt;/b&gt;. %2 of %3 card types hold it as set.</source>
        <translation>每张卡需要 &lt;b&gt;%1&lt;/b&gt;。按当前设置，%3 种显卡中有 %2 种放得下。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Task and settings</source>
        <translation>任务与设置</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>对比显卡：</translation>
    </message>
    <message>
        <source>The card drawn next to the per-GPU bar. Selecting a row in the table picks it too.</source>
        <translation>图中与单卡用量并列显示的显卡；在下方表格中选中一行也会切换到它。</translation>
    </message>
    <message>
        <source>Every card in the catalog: whether it holds the job as set, and the fewest cards of that type that hold it with the split RentPlan would choose.</source>
        <translation>目录中的每种显卡：按当前设置能否放下，以及按 RentPlan 选择的切分方式最少需要几张。</translation>
    </message>
</context>
<context>
    <name>rp::MainWindow</name>
    <message>
        <source>About RentPlan</source>
        <translation>关于 RentPlan</translation>
    </message>
    <message>
        <source>&lt;b&gt;RentPlan %1&lt;/b&gt;&lt;p&gt;Plan GPU rentals before you spend: size the memory a model needs, compare ways of paying, and keep a ledger of what jobs really cost.&lt;/p&gt;</source>
        <translation>&lt;b&gt;RentPlan %1&lt;/b&gt;&lt;p&gt;花钱之前先规划 GPU 租用：算清模型需要多少显存，比较各种付费方式，并记下每个任务的真实花费。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>RentPlan — GPU rental planner</source>
        <translation>RentPlan — GPU 租用规划</translation>
    </message>
    <message>
        <source>Memory &amp;&amp; cards</source>
        <translation>显存与选卡</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About RentPlan</source>
        <translation>关于 RentPlan(&amp;A)</translation>
    </message>
</context>
<context>
    <name>rp::MemoryBreakdownChart</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered blocks</source>
        <translation>ZeRO-3 聚合中的层</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>Card memory</source>
        <translation>显卡显存</translation>
    </message>
    <message>
        <source>Per GPU: %1</source>
        <translation>单卡：%1</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Memory on one GPU</source>
        <translation>单张 GPU 的显存占用</translation>
    </message>
</context>
<context>
    <name>rp::ModelPicker</name>
    <message>
        <source>Preset model</source>
        <translation>预置模型</translation>
    </message>
    <message>
        <source>Hugging Face config.json</source>
        <translation>Hugging Face config.json</translation>
    </message>
    <message>
        <source>Parameter count</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Where the model&apos;s shape comes from. A config.json gives exact KV-cache and activation figures; a bare parameter count only estimates them.</source>
        <translation>模型结构的来源。config.json 能给出准确的 KV 缓存和激活值；只填参数量时这两项只是估计。</translation>
    </message>
    <message>
        <source>Shipped models, each stored as its published config.json.</source>
        <translation>内置模型，每个都按其公开发布的 config.json 保存。</translation>
    </message>
    <message>
        <source>Open config.json…</source>
        <translation>打开 config.json…</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json, or drop one anywhere on this panel.</source>
        <translation>打开模型的 config.json，也可以把文件拖到这个面板上。</translation>
    </message>
    <message>
        <source>No file chosen.</source>
        <translation>尚未选择文件。</translation>
    </message>
    <message>
        <source>e.g. 7B, 7e9 or 7000000000</source>
        <translation>例如 7B、7e9 或 7000000000</translation>
    </message>
    <message>
        <source>Total parameters. Weights memory is this count times the bytes per weight.</source>
        <translation>总参数量。权重显存 = 参数量 × 每个权重的字节数。</translation>
    </message>
    <message>
        <source>Layers (optional)</source>
        <translation>层数（可选）</translation>
    </message>
    <message>
        <source>Hidden size (optional)</source>
        <translation>隐藏维度（可选）</translation>
    </message>
    <message>
        <source>guess</source>
        <translation>自动推测</translation>
    </message>
    <message>
        <source>Layer count, if known: it sets the KV cache and activations.</source>
        <translation>已知层数时填写，它决定 KV 缓存和激活值。</translation>
    </message>
    <message>
        <source>Hidden size, if known: it sets the KV cache and activations.</source>
        <translation>已知隐藏维度时填写，它决定 KV 缓存和激活值。</translation>
    </message>
    <message>
        <source>Parameter count: &quot;%1&quot; is not a count such as 7B, 7e9 or 7000000000.</source>
        <translation>参数量：“%1”不是有效的数量，应写成 7B、7e9 或 7000000000 这样的形式。</translation>
    </message>
    <message>
        <source>Open a model config</source>
        <translation>打开模型配置</translation>
    </message>
    <message>
        <source>Model config (*.json);;All files (*)</source>
        <translation>模型配置 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>rp::cli</name>
    <message>
        <source>Prints what a job costs under every offer of a plan and on self-built hardware, or with --break-even every duration at which the cheapest way of paying changes (searched up to 3 years).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .rentplan file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job duration in hours of computing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print break-even durations and utilizations instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs the job needs (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of time self-built cards compute, above 0 up to 1 (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sent out of the provider during the job, in GB (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>以 JSON 输出。</translation>
    </message>
    <message>
        <source>the plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --hours T or --break-even</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rp::cli::costs_text</name>
    <message>
        <source>(none within 3 years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2: %3 is cheaper after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h on %2 card(s), costs in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billed %1, wall %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amortized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per card-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Durations at which the cheaper of two offers changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against self-built hardware bought for the job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-built per card-hour: %1 at 100 %, %2 at 50 %, %3 at 30 % utilization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owning beats %1 above %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (never reachable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: save every %2 min; each hour of work takes %3 h of wall time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endless</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rp::offer_json</name>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown mode &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 0 (billed exactly) or at least one second (%1 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown refund &quot;%1&quot;; expected none or prorata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be longer than checkpoint_minutes, since an interruption during a save loses the save too</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
