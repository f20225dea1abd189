<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AcceptanceCheck</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>no complete card name in the capture (nvidia-smi -L or --query-gpu=name shows it)</source>
        <translation>记录里没有完整的显卡名称（nvidia-smi -L 或 --query-gpu=name 会列出）</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in %1</source>
        <translation>
            <numerusform>%1 中有 %n 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in nvidia-smi topo -m</source>
        <translation>
            <numerusform>nvidia-smi topo -m 中有 %n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>no complete listing of the cards (the capture is cut or has no header)</source>
        <translation>没有完整的显卡列表（记录被截断或缺少表头）</translation>
    </message>
    <message>
        <source>at least %1 (%2 % of %3)</source>
        <translation>至少 %1（%3 的 %2 %）</translation>
    </message>
    <message>
        <source>no card memory in the capture</source>
        <translation>记录里没有显存容量</translation>
    </message>
    <message>
        <source>NVLink between every pair of cards (NV# in topo -m)</source>
        <translation>任意两卡之间都有 NVLink（topo -m 中为 NV#）</translation>
    </message>
    <message>
        <source>every card NVLinked to at least one other</source>
        <translation>每张卡至少与另一张卡有 NVLink</translation>
    </message>
    <message>
        <source>PCIe only, as quoted</source>
        <translation>仅 PCIe，与报价一致</translation>
    </message>
    <message>
        <source>not stated in the quote</source>
        <translation>报价未写明</translation>
    </message>
    <message>
        <source>%1 of %2 card pairs NVLinked</source>
        <translation>%2 对显卡中有 %1 对走 NVLink</translation>
    </message>
    <message>
        <source>the topo -m matrix is cut short</source>
        <translation>topo -m 矩阵不完整</translation>
    </message>
    <message>
        <source>GPU %1 has no active NVLink</source>
        <translation>GPU %1 没有处于活动状态的 NVLink</translation>
    </message>
    <message>
        <source>%1 active links on GPU 0</source>
        <translation>GPU 0 有 %1 条活动链路</translation>
    </message>
    <message>
        <source>nvlink -s shows active links but not which cards they join; capture nvidia-smi topo -m</source>
        <translation>nvlink -s 只显示链路是否活动，看不出连到哪张卡；请再采集 nvidia-smi topo -m</translation>
    </message>
    <message>
        <source>no link matrix captured; none required</source>
        <translation>未采集互联矩阵；报价也不要求</translation>
    </message>
    <message>
        <source>no nvidia-smi topo -m in the capture</source>
        <translation>记录里没有 nvidia-smi topo -m</translation>
    </message>
    <message>
        <source>MIG on (a slice was quoted)</source>
        <translation>MIG 开启（报价为切分实例）</translation>
    </message>
    <message>
        <source>MIG off: whole cards</source>
        <translation>MIG 关闭：整卡独占</translation>
    </message>
    <message>
        <source>MIG mode Enabled</source>
        <translation>MIG 模式已开启</translation>
    </message>
    <message numerus="yes">
        <source>%n MIG instance(s), e.g. %1</source>
        <translation>
            <numerusform>%n 个 MIG 实例，例如 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>MIG profiles listed (MIG mode on)</source>
        <translation>列出了 MIG 配置（说明 MIG 已开启）</translation>
    </message>
    <message>
        <source>MIG off</source>
        <translation>MIG 关闭</translation>
    </message>
    <message>
        <source>no MIG mode in the capture (nvidia-smi shows it in the MIG M. column)</source>
        <translation>记录里没有 MIG 模式（nvidia-smi 在 MIG M. 一列显示）</translation>
    </message>
    <message>
        <source>no processes, at most %1 used per card</source>
        <translation>没有进程，每卡占用不超过 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es), e.g. PID %1 %2 using %3</source>
        <translation>
            <numerusform>%n 个进程，例如 PID %1 %2 占用 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in use on GPU %2</source>
        <translation>GPU %2 已被占用 %1</translation>
    </message>
    <message>
        <source>no processes listed</source>
        <translation>没有列出任何进程</translation>
    </message>
    <message>
        <source>no card memory in use</source>
        <translation>显存未被占用</translation>
    </message>
    <message>
        <source>no process list (nvidia-smi --query-compute-apps) in the capture</source>
        <translation>记录里没有进程列表（nvidia-smi --query-compute-apps）</translation>
    </message>
    <message>
        <source>%1 or newer</source>
        <translation>%1 或更新</translation>
    </message>
    <message>
        <source>no driver version in the capture</source>
        <translation>记录里没有驱动版本</translation>
    </message>
    <message>
        <source>%1 cores, as quoted</source>
        <translation>%1 核，按报价</translation>
    </message>
    <message>
        <source>no lscpu or nproc in the capture</source>
        <translation>记录里没有 lscpu 或 nproc</translation>
    </message>
    <message>
        <source>%1 cores, %2 per card</source>
        <translation>%1 核，每卡 %2 核</translation>
    </message>
    <message>
        <source>%1 GB, as quoted</source>
        <translation>%1 GB，按报价</translation>
    </message>
    <message>
        <source>no free -g in the capture</source>
        <translation>记录里没有 free -g</translation>
    </message>
    <message>
        <source>%1 GiB, %2 GiB per card</source>
        <translation>%1 GiB，每卡 %2 GiB</translation>
    </message>
    <message>
        <source>%1 GB local disk</source>
        <translation>本地盘 %1 GB</translation>
    </message>
    <message>
        <source>no df -h in the capture</source>
        <translation>记录里没有 df -h</translation>
    </message>
    <message>
        <source>%1 GB on %2</source>
        <translation>%2 上有 %1 GB</translation>
    </message>
    <message>
        <source>%1 %2 (pass from %3 %)</source>
        <translation>%1 %2（达到 %3 % 即通过）</translation>
    </message>
    <message>
        <source>no disk read test in the capture (the acceptance script runs one)</source>
        <translation>记录里没有磁盘读取测试（验收脚本会执行）</translation>
    </message>
    <message>
        <source>no download test in the capture (give the acceptance script a URL)</source>
        <translation>记录里没有下载测试（请给验收脚本一个网址）</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n 台机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) captured</source>
        <translation>
            <numerusform>采集了 %n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <source>the same cards, memory, driver and links as %1</source>
        <translation>显卡、显存、驱动和互联与 %1 相同</translation>
    </message>
    <message>
        <source>the same on every machine</source>
        <translation>每台机器都相同</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) agree</source>
        <translation>
            <numerusform>%n 台机器一致</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MIG on: %n × %1 slice(s) per machine</source>
        <translation>
            <numerusform>MIG 开启：每台机器 %n 个 %1 切片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MIG on: %n slice(s) per machine</source>
        <translation>
            <numerusform>MIG 开启：每台机器 %n 个切片</numerusform>
        </translation>
    </message>
    <message>
        <source>MIG on: %1 slices</source>
        <translation>MIG 开启：%1 切片</translation>
    </message>
    <message>
        <source>a %1 slice on GPU %2 in %3</source>
        <translation>%3 中 GPU %2 上有一个 %1 切片</translation>
    </message>
    <message numerus="yes">
        <source>%n MIG slice(s) in %1</source>
        <translation>
            <numerusform>%1 中有 %n 个 MIG 切片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n × %1 in %2</source>
        <translation>
            <numerusform>%2 中有 %n 个 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no complete list of the MIG slices (nvidia-smi -L or nvidia-smi mig -lgi shows them)</source>
        <translation>没有完整的 MIG 切片列表（可用 nvidia-smi -L 或 nvidia-smi mig -lgi 查看）</translation>
    </message>
    <message>
        <source>%1 cores (%2 per card recommended)</source>
        <translation>%1 核（建议每卡 %2 核）</translation>
    </message>
    <message>
        <source>%1 GB (%2 GB per card recommended)</source>
        <translation>%1 GB（建议每卡 %2 GB）</translation>
    </message>
    <message>
        <source>%1 differs: %2</source>
        <translation>%1 不一致：%2</translation>
    </message>
    <message>
        <source>not shown for both %1 and %2: %3</source>
        <translation>%1 和 %2 的记录中未都显示：%3</translation>
    </message>
    <message>
        <source>the same cards, memory and driver as %1</source>
        <translation>显卡、显存和驱动与 %1 相同</translation>
    </message>
</context>
<context>
    <name>AcceptanceHeadline</name>
    <message>
        <source>, </source>
        <comment>between the names of items in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, NVLinked in groups of %2 inside one machine</source>
        <translation>%1，每 %2 张一组在同一台机器内以 NVLink 互联</translation>
    </message>
    <message>
        <source>%1, in groups of %2 inside one machine</source>
        <translation>%1，每 %2 张一组在同一台机器内</translation>
    </message>
    <message>
        <source>%1 for the peak phase &quot;%2&quot;</source>
        <translation>%1（峰值阶段“%2”）</translation>
    </message>
    <message numerus="yes">
        <source>%1 on each of %n machine(s), as quote &quot;%2&quot; states</source>
        <translation>
            <numerusform>每台 %1，共 %n 台（报价“%2”）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in one machine, as quote &quot;%2&quot; states</source>
        <translation>一台机器 %1（报价“%2”）</translation>
    </message>
    <message>
        <source>%1 per machine, as offer &quot;%2&quot; rents them</source>
        <translation>每台 %1（套餐“%2”）</translation>
    </message>
    <message>
        <source>no machine captured</source>
        <translation>未采集任何机器</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of a model not shown</source>
        <translation>
            <numerusform>%n 张卡，型号未显示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) (%1)</source>
        <translation>
            <numerusform>%n 张卡（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, how many not shown</source>
        <translation>%1，数量未显示</translation>
    </message>
    <message>
        <source>no cards in the capture</source>
        <translation>记录里没有显卡</translation>
    </message>
    <message>
        <source>%1 in one machine</source>
        <translation>%1（一台机器）</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n machines</source>
        <translation>
            <numerusform>%1（%n 台机器）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 with NVLink</source>
        <translation>%1，带 NVLink</translation>
    </message>
    <message>
        <source>%1, NVLink between some of the cards</source>
        <translation>%1，部分卡之间有 NVLink</translation>
    </message>
    <message>
        <source>%1 without NVLink</source>
        <translation>%1，无 NVLink</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL on %1</source>
        <translation>不通过（%1）</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>无法判断</translation>
    </message>
    <message>
        <source>cannot tell: %1</source>
        <translation>无法判断（%1）</translation>
    </message>
    <message>
        <source>Expected %1; found %2: %3.</source>
        <translation>应为 %1；实测 %2：%3。</translation>
    </message>
</context>
<context>
    <name>AcceptanceProcedure</name>
    <message numerus="yes">
        <source>%n line(s), each &quot;%1, %2 MiB&quot;</source>
        <translation>
            <numerusform>%n 行，每行为 &quot;%1, %2 MiB&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>Card model, count and memory</source>
        <translation>卡型、数量与显存</translation>
    </message>
    <message>
        <source>Every card visible with its own UUID</source>
        <translation>每张卡都可见且有各自的 UUID</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) &quot;GPU i: %1 (UUID: GPU-…)&quot;, no MIG device lines</source>
        <translation>
            <numerusform>%n 行 &quot;GPU i: %1 (UUID: GPU-…)&quot;，不出现 MIG 设备行</numerusform>
        </translation>
    </message>
    <message>
        <source>NVLink between every pair of cards</source>
        <translation>任意两张卡之间都是 NVLink</translation>
    </message>
    <message>
        <source>%1 in every cell between two different GPUs (no PIX, PXB, PHB, NODE or SYS)</source>
        <translation>两张不同 GPU 之间的每一格都是 %1（不能出现 PIX、PXB、PHB、NODE 或 SYS）</translation>
    </message>
    <message>
        <source>Every NVLink link up</source>
        <translation>所有 NVLink 链路正常</translation>
    </message>
    <message>
        <source>Every link of every card shows a speed in GB/s; none shows inactive</source>
        <translation>每张卡的每条链路都显示 GB/s 速率，没有 inactive</translation>
    </message>
    <message>
        <source>How the cards are connected</source>
        <translation>卡间连接方式</translation>
    </message>
    <message numerus="yes">
        <source>The connection type the quote states, for all %n cards</source>
        <translation>
            <numerusform>全部 %n 张卡之间是报价单写明的连接方式</numerusform>
        </translation>
    </message>
    <message>
        <source>MIG disabled</source>
        <translation>MIG 已关闭</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) &quot;Disabled&quot;</source>
        <translation>
            <numerusform>%n 行 &quot;Disabled&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>No foreign processes on the cards</source>
        <translation>卡上没有他人的进程</translation>
    </message>
    <message>
        <source>Only the header line &quot;pid, process_name, used_gpu_memory [MiB]&quot;, no process rows</source>
        <translation>只有表头 &quot;pid, process_name, used_gpu_memory [MiB]&quot;，没有任何进程行</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核数</translation>
    </message>
    <message>
        <source>CPU(s): at least %1</source>
        <translation>CPU(s) 不少于 %1</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <source>Mem: total at least %1 (GiB)</source>
        <translation>Mem 一行的 total 不少于 %1（GiB）</translation>
    </message>
    <message>
        <source>Local NVMe size</source>
        <translation>本地 NVMe 容量</translation>
    </message>
    <message>
        <source>An NVMe device (nvme…) of at least %1 GB, mounted where the data will live</source>
        <translation>有一块不小于 %1 GB 的 NVMe 设备（nvme…），并挂载在存放数据的目录</translation>
    </message>
    <message>
        <source>Local disk read speed</source>
        <translation>本地盘读取速度</translation>
    </message>
    <message>
        <source>The last line&apos;s rate reaches the read speed written in the quote</source>
        <translation>最后一行的速率达到报价单写明的读取速度</translation>
    </message>
    <message>
        <source>Download bandwidth</source>
        <translation>下载带宽</translation>
    </message>
    <message>
        <source>At least %1 bytes/s (%2 Mbit/s)</source>
        <translation>不低于 %1 字节/秒（%2 Mbit/s）</translation>
    </message>
    <message>
        <source>No thermal or power throttling under load</source>
        <translation>负载下没有温度或功耗降频</translation>
    </message>
    <message>
        <source>While a real job runs for a few minutes, no thermal or power-brake slowdown is shown as active on any card</source>
        <translation>真实任务运行几分钟后，任何一张卡都没有处于激活状态的温度降频或功耗制动降频</translation>
    </message>
</context>
<context>
    <name>AcceptanceScript</name>
    <message>
        <source>&quot;%1&quot; is not a URL such as https://… (a scheme, then no spaces or control characters)</source>
        <translation>“%1”不是 https://… 这样的网址（应以协议开头，且不含空格和控制字符）</translation>
    </message>
</context>
<context>
    <name>AcceptanceText</name>
    <message>
        <source>Card model</source>
        <translation>显卡型号</translation>
    </message>
    <message>
        <source>Number of cards</source>
        <translation>显卡数量</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <source>Links between cards</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>MIG slicing</source>
        <translation>MIG 切分</translation>
    </message>
    <message>
        <source>Cards free of other processes</source>
        <translation>显卡上无他人进程</translation>
    </message>
    <message>
        <source>Driver version</source>
        <translation>驱动版本</translation>
    </message>
    <message>
        <source>CPU cores per card</source>
        <translation>每卡 CPU 核数</translation>
    </message>
    <message>
        <source>RAM per card</source>
        <translation>每卡内存</translation>
    </message>
    <message>
        <source>Local disk size</source>
        <translation>本地盘容量</translation>
    </message>
    <message>
        <source>Disk read speed</source>
        <translation>磁盘读取速度</translation>
    </message>
    <message>
        <source>Download speed</source>
        <translation>下载速度</translation>
    </message>
    <message>
        <source>Machines captured</source>
        <translation>已采集的机器</translation>
    </message>
    <message>
        <source>Same on every machine</source>
        <translation>各台机器一致</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>不通过</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>无法判断</translation>
    </message>
</context>
<context>
    <name>Assumptions</name>
    <message>
        <source>fp32 weights</source>
        <translation>fp32 权重</translation>
    </message>
    <message>
        <source>bf16 weights</source>
        <translation>bf16 权重</translation>
    </message>
    <message>
        <source>fp16 weights</source>
        <translation>fp16 权重</translation>
    </message>
    <message>
        <source>fp8 weights</source>
        <translation>fp8 权重</translation>
    </message>
    <message>
        <source>int8 weights</source>
        <translation>int8 权重</translation>
    </message>
    <message>
        <source>int4 weights</source>
        <translation>int4 权重</translation>
    </message>
    <message>
        <source>NF4 weights (double quantization)</source>
        <translation>NF4 权重（双重量化）</translation>
    </message>
    <message>
        <source>NF4 weights</source>
        <translation>NF4 权重</translation>
    </message>
    <message>
        <source>FP4 weights</source>
        <translation>FP4 权重</translation>
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
        <source>paged 8-bit AdamW</source>
        <translation>分页 8 位 AdamW</translation>
    </message>
    <message>
        <source>paged AdamW</source>
        <translation>分页 AdamW</translation>
    </message>
    <message>
        <source>SGD without momentum</source>
        <translation>无动量 SGD</translation>
    </message>
    <message>
        <source>metric: allocated tensors</source>
        <translation>口径：已分配张量</translation>
    </message>
    <message>
        <source>metric: reserved by PyTorch</source>
        <translation>口径：PyTorch 保留的显存</translation>
    </message>
    <message>
        <source>metric: whole device (nvidia-smi)</source>
        <translation>口径：整张显卡（nvidia-smi）</translation>
    </message>
    <message>
        <source>SDPA attention</source>
        <translation>SDPA 注意力</translation>
    </message>
    <message>
        <source>eager attention</source>
        <translation>eager 注意力</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>mixed precision</source>
        <translation>混合精度</translation>
    </message>
    <message>
        <source>pure bf16</source>
        <translation>纯 bf16</translation>
    </message>
    <message>
        <source>context %1 × micro-batch %2</source>
        <translation>上下文 %1 × 微批次 %2</translation>
    </message>
    <message>
        <source>overhead fixed at %1 GiB</source>
        <translation>固定开销 %1 GiB</translation>
    </message>
    <message>
        <source>Assumes: %1</source>
        <translation>假设：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>context %1 × batch %2</source>
        <translation>上下文 %1 × 批次 %2</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>full fine-tune</source>
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
        <source>%1 pipeline stages, 1F1B with at least %1 micro-batches per step</source>
        <translation>%1 个流水线阶段，1F1B 调度，每步至少 %1 个微批次</translation>
    </message>
    <message>
        <source>%1 pipeline stages</source>
        <translation>%1 个流水线阶段</translation>
    </message>
    <message>
        <source>readied by PEFT: embeddings, head and norms in fp32</source>
        <translation>经 PEFT 预处理：嵌入层、输出头和归一化层为 fp32</translation>
    </message>
    <message>
        <source>embeddings, head and norms left in 16 bits</source>
        <translation>嵌入层、输出头和归一化层保持 16 位</translation>
    </message>
    <message>
        <source>transformers Trainer&apos;s loss</source>
        <translation>transformers Trainer 的损失计算</translation>
    </message>
    <message>
        <source>standard loss, logits kept to backward</source>
        <translation>标准损失，logits 保留到反向</translation>
    </message>
    <message>
        <source>chunked loss</source>
        <translation>分块损失</translation>
    </message>
    <message>
        <source>fused linear loss</source>
        <translation>融合线性损失</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 with transformers&apos; auto buckets</source>
        <translation>DeepSpeed ZeRO-3，transformers 自动桶大小</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 with transformers&apos; auto buckets, no prefetch</source>
        <translation>DeepSpeed ZeRO-3，transformers 自动桶大小，不预取</translation>
    </message>
    <message>
        <source>FSDP with %1-layer units, the next one prefetched</source>
        <translation>FSDP，每单元 %1 层，预取下一单元</translation>
    </message>
    <message>
        <source>FSDP with %1-layer units, no prefetch</source>
        <translation>FSDP，每单元 %1 层，不预取</translation>
    </message>
    <message>
        <source>bitsandbytes 0.43.1 or earlier</source>
        <translation>bitsandbytes 0.43.1 及更早</translation>
    </message>
    <message>
        <source>bitsandbytes 0.43.2 or later</source>
        <translation>bitsandbytes 0.43.2 及更新</translation>
    </message>
    <message>
        <source>, frozen weights sharing the adapters&apos; units get gradients</source>
        <translation>，与适配器同处一个单元的冻结权重也有梯度</translation>
    </message>
    <message>
        <source>, gradients kept whole over %1 accumulated micro-batches</source>
        <translation>，梯度在 %1 个累积微批次间保持完整</translation>
    </message>
</context>
<context>
    <name>Billing</name>
    <message>
        <source>no price yet: its price per machine and period is 0</source>
        <translation>尚无价格：每台机器每周期的价格为 0</translation>
    </message>
    <message>
        <source>no price yet: its price per machine-hour is 0</source>
        <translation>尚无价格：每机时价格为 0</translation>
    </message>
    <message>
        <source>no price yet: its price per card and period is 0</source>
        <translation>尚无价格：每卡每周期的价格为 0</translation>
    </message>
    <message>
        <source>no price yet: its price per card-hour is 0</source>
        <translation>尚无价格：每卡时价格为 0</translation>
    </message>
</context>
<context>
    <name>BillingAnalyzer</name>
    <message>
        <source>buying the hardware for this job</source>
        <translation>为本任务购买硬件</translation>
    </message>
    <message>
        <source>owned hardware, amortized</source>
        <translation>自有硬件（摊销）</translation>
    </message>
    <message>
        <source>At %1 (%2) the cheaper of %3 and %4 changes; after it %5 is cheaper.</source>
        <translation>在 %1（%2）处，“%3”与“%4”的价格高低发生反转；此后“%5”更便宜。</translation>
    </message>
    <message>
        <source>owned hardware per card-hour</source>
        <translation>自有硬件每卡时成本</translation>
    </message>
    <message>
        <source>Above %1 % utilization, owning beats %2 (%3 per card-hour).</source>
        <translation>利用率高于 %1 % 时，自有硬件比“%2”更划算（每卡时 %3）。</translation>
    </message>
    <message>
        <source>from %1: %2 cheaper than %3</source>
        <translation>从 %1 起：“%2”比“%3”便宜</translation>
    </message>
    <message>
        <source>above %1 %: owning beats %2</source>
        <translation>利用率高于 %1 %：自有硬件比“%2”划算</translation>
    </message>
    <message>
        <source>At %1 (%2) the cheapest way of paying changes from %3 to %4.</source>
        <translation>在 %1（%2）处，最便宜的付费方式由 %3 变为 %4。</translation>
    </message>
</context>
<context>
    <name>BillingModes</name>
    <message>
        <source>on-demand</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>包周</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>yearly / reserved</source>
        <translation>包年 / 预留</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>pro rata</source>
        <translation>按比例退款</translation>
    </message>
    <message>
        <source>no refund</source>
        <translation>不退款</translation>
    </message>
</context>
<context>
    <name>CaptureReader</name>
    <message>
        <source>%1 bytes is more than the %2 bytes a capture may have</source>
        <translation>%1 字节，超过了记录允许的 %2 字节</translation>
    </message>
    <message>
        <source>the capture is empty: paste the output of nvidia-smi and the other acceptance commands</source>
        <translation>记录是空的：请粘贴 nvidia-smi 及其他验收命令的输出</translation>
    </message>
    <message>
        <source>this is not text (binary data or not UTF-8); save the commands&apos; output as a text file</source>
        <translation>这不是文本（二进制数据或非 UTF-8 编码）；请把命令输出保存为文本文件</translation>
    </message>
    <message>
        <source>no output of nvidia-smi, lscpu, free, df, nproc or the acceptance script was found in it</source>
        <translation>其中找不到 nvidia-smi、lscpu、free、df、nproc 或验收脚本的输出</translation>
    </message>
    <message>
        <source>the folder holds no capture files</source>
        <translation>文件夹里没有记录文件</translation>
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
    <message>
        <source>1 card</source>
        <translation>1 张卡</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 张卡</translation>
    </message>
    <message>
        <source>, ZeRO-3</source>
        <translation>，ZeRO-3</translation>
    </message>
    <message>
        <source>, tensor parallel %1</source>
        <translation>，张量并行 %1</translation>
    </message>
    <message>
        <source> with gradient checkpointing</source>
        <translation>，开启梯度检查点</translation>
    </message>
    <message>
        <source> and micro-batch 1</source>
        <translation>并把微批次降为 1</translation>
    </message>
    <message>
        <source> with micro-batch 1</source>
        <translation>，微批次降为 1</translation>
    </message>
    <message>
        <source>Loading the model, not training it, sets the peak here.</source>
        <translation>这里的峰值出现在加载模型时，而不是训练时。</translation>
    </message>
    <message>
        <source>also fits without gradient checkpointing (about %1 % less time)</source>
        <translation>不开梯度检查点也放得下（训练时间约少 %1%）</translation>
    </message>
</context>
<context>
    <name>CashFlowSection</name>
    <message>
        <source>Month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>Cash flow by month</source>
        <translation>按月现金流</translation>
    </message>
    <message>
        <source>When the money of the recommended strategy (%1) is paid and when it comes back, month by month from the project start.</source>
        <translation>推荐的策略（%1）从项目开始逐月何时付款、何时回款。</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Machines bought</source>
        <translation>购机</translation>
    </message>
    <message>
        <source>Running costs and energy</source>
        <translation>运行费用和电费</translation>
    </message>
    <message>
        <source>Resale</source>
        <translation>转售</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>净额</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Weekly, monthly and yearly offers are paid a period at a time, up front at the start of each period; hourly offers for the hours used in the month; storage as it accrues; machines in the month they are ordered, their running costs and energy over the months they are held, and their resale in the last of those months.</source>
        <translation>按周、按月、按年计费的报价逐期预付，在每期开始时付清；按小时计费的报价按当月用掉的小时付款；存储按发生付款；机器在下单当月付款，运行费用和电费在持有期内逐月付款，转售款在持有期最后一个月收回。</translation>
    </message>
    <message>
        <source>The delay cost of %1 (waiting for the machines) is a cost to the project, not a payment: it is not in the months, and with it the total comes to the strategy&apos;s net cost of %2.</source>
        <translation>延误成本 %1（等待机器到货）是项目的成本而不是一笔付款：它不在各月之中，加上它，合计即为该策略的净成本 %2。</translation>
    </message>
    <message>
        <source>The total is the strategy&apos;s net cost.</source>
        <translation>合计即为该策略的净成本。</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Most cash needed at once</source>
        <translation>同一时刻最多需要的资金</translation>
    </message>
    <message>
        <source>In month</source>
        <translation>所在月份</translation>
    </message>
    <message>
        <source>The most cash each strategy needs at once (its largest cumulative):</source>
        <translation>各策略同一时刻最多需要的资金（累计的最大值）：</translation>
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
        <translation>各报价下任务的费用；盈亏平衡点</translation>
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
        <source>Sequence length in tokens (default 4096).</source>
        <translation>序列长度，单位 token（默认 4096）。</translation>
    </message>
    <message>
        <source>Micro-batch, or concurrent sequences (default 1).</source>
        <translation>微批大小，或并发序列数（默认 1）。</translation>
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
        <source>mixed (default, fp32 master weights) or bf16.</source>
        <translation>mixed（默认，保留 fp32 主权重）或 bf16。</translation>
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
    <message numerus="yes">
        <source>%1 on %n card(s), costs in %2</source>
        <translation>
            <numerusform>%n 张显卡运行 %1，金额单位：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Start date, YYYY-MM-DD (required).</source>
        <translation>开始日期，格式 YYYY-MM-DD（必填）。</translation>
    </message>
    <message>
        <source>Card: a catalog id such as a100-sxm-80g, or any name (required).</source>
        <translation>显卡：目录编号（如 a100-sxm-80g）或任意名称（必填）。</translation>
    </message>
    <message>
        <source>Number of cards (required).</source>
        <translation>显卡数量（必填）。</translation>
    </message>
    <message>
        <source>Hours billed (required).</source>
        <translation>计费小时数（必填）。</translation>
    </message>
    <message>
        <source>What the job really cost (required).</source>
        <translation>任务的实际花费（必填）。</translation>
    </message>
    <message>
        <source>Hours the cards really computed (default: all billed hours).</source>
        <translation>显卡实际计算的小时数（默认：全部计费时长）。</translation>
    </message>
    <message>
        <source>Provider.</source>
        <translation>供应商。</translation>
    </message>
    <message>
        <source>Billing mode (on-demand, monthly, spot, ...).</source>
        <translation>计费方式（如按量计费、包月、竞价实例等）。</translation>
    </message>
    <message>
        <source>Currency of the cost.</source>
        <translation>花费所用的币种。</translation>
    </message>
    <message>
        <source>Task (inference, LoRA fine-tune, ...).</source>
        <translation>任务类型（如推理、LoRA 微调等）。</translation>
    </message>
    <message>
        <source>Model trained or served.</source>
        <translation>训练或部署的模型。</translation>
    </message>
    <message>
        <source>What the job produced.</source>
        <translation>任务的产出。</translation>
    </message>
    <message>
        <source>Tags separated by &apos;;&apos;.</source>
        <translation>标签，以 &apos;;&apos; 分隔。</translation>
    </message>
    <message>
        <source>Notes.</source>
        <translation>备注。</translation>
    </message>
    <message>
        <source>Plan the job realized.</source>
        <translation>该任务所执行的计划。</translation>
    </message>
    <message>
        <source>Phase of that plan.</source>
        <translation>该计划中的阶段。</translation>
    </message>
    <message>
        <source>The phase&apos;s planned cost.</source>
        <translation>该阶段的计划花费。</translation>
    </message>
    <message>
        <source>record jobs and see where the money went</source>
        <translation>记录任务，看清钱花在了哪里</translation>
    </message>
    <message>
        <source>Prints what a job costs under every offer of a plan and on self-built hardware, or with --break-even every duration at which the cheapest way of paying changes (searched up to 3 years).</source>
        <translation>输出任务在计划中每个报价下以及在自建硬件上的费用；使用 --break-even 时，改为输出最省钱的付费方式发生变化的每个时长（最多搜索到 3 年）。</translation>
    </message>
    <message>
        <source>The .rentplan file.</source>
        <translation>.rentplan 文件。</translation>
    </message>
    <message>
        <source>Job duration in hours of computing.</source>
        <translation>任务时长，按实际计算的小时数计。</translation>
    </message>
    <message>
        <source>Print break-even durations and utilizations instead.</source>
        <translation>改为输出盈亏平衡点对应的时长和利用率。</translation>
    </message>
    <message>
        <source>GPUs the job needs (default 1).</source>
        <translation>任务所需的显卡数（默认 1）。</translation>
    </message>
    <message>
        <source>Share of time self-built cards compute, above 0 up to 1 (default 1).</source>
        <translation>自建显卡处于计算状态的时间占比，大于 0 且不超过 1（默认 1）。</translation>
    </message>
    <message>
        <source>Data sent out of the provider during the job, in GB (default 0).</source>
        <translation>任务期间从供应商发出的出网流量，单位 GB（默认 0）。</translation>
    </message>
    <message>
        <source>the plan file</source>
        <translation>计划文件</translation>
    </message>
    <message>
        <source>(none within 3 years)</source>
        <translation>（3 年内没有）</translation>
    </message>
    <message>
        <source>billed %1, wall %2</source>
        <translation>计费 %1，实际耗时 %2</translation>
    </message>
    <message>
        <source>never finishes: interruptions come faster than work is saved</source>
        <translation>永远无法完成：中断发生得比保存进度还快</translation>
    </message>
    <message>
        <source>dedicated</source>
        <translation>专门购置</translation>
    </message>
    <message>
        <source>amortized</source>
        <translation>摊销</translation>
    </message>
    <message>
        <source>%1 per card-hour</source>
        <translation>每卡时 %1</translation>
    </message>
    <message>
        <source>Durations at which the cheaper of two offers changes:</source>
        <translation>两两报价之间较便宜一方发生变化的时长：</translation>
    </message>
    <message>
        <source>Against self-built hardware bought for the job:</source>
        <translation>与专为本任务购买的自建硬件相比：</translation>
    </message>
    <message>
        <source>Self-built per card-hour: %1 at 100 %, %2 at 50 %, %3 at 30 % utilization.</source>
        <translation>自建每卡时成本：利用率 100 % 时为 %1，50 % 时为 %2，30 % 时为 %3。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>无</translation>
    </message>
    <message>
        <source>owning beats %1 above %2%3</source>
        <translation>自有硬件比“%1”更划算的利用率门槛：%2%3</translation>
    </message>
    <message>
        <source> (never reachable)</source>
        <translation>（实际无法达到）</translation>
    </message>
    <message>
        <source>%1: save every %2 min; each hour of work takes %3 h of wall time.</source>
        <translation>%1：每 %2 分钟保存一次检查点；每 1 小时的计算量需要 %3 小时实际耗时。</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>无穷</translation>
    </message>
    <message>
        <source>rentplan ledger import: more errors were not shown (at most %1 are listed)</source>
        <translation>rentplan ledger import：其余错误未显示（最多列出 %1 条）</translation>
    </message>
    <message>
        <source>Imports jobs from a ledger CSV (or a JSON export), all or nothing.</source>
        <translation>从账本 CSV（或 JSON 导出文件）导入任务：要么全部导入，要么一条都不导入。</translation>
    </message>
    <message>
        <source>The CSV file (header: %1).</source>
        <translation>CSV 文件（表头：%1）。</translation>
    </message>
    <message>
        <source>Import even if the same file was imported before.</source>
        <translation>即使同一文件之前已导入过，也照样导入。</translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation>要导入的文件</translation>
    </message>
    <message>
        <source>this file was already imported into %1; nothing was imported (use --force to import it again)</source>
        <translation>此文件之前已导入到 %1；本次未导入任何内容（如需再次导入，请使用 --force）</translation>
    </message>
    <message>
        <source>rentplan ledger import: nothing was imported</source>
        <translation>rentplan ledger import：未导入任何内容</translation>
    </message>
    <message>
        <source>Imported %1 jobs into %2</source>
        <translation>已将 %1 个任务导入到 %2</translation>
    </message>
    <message>
        <source>Writes every job to a CSV or JSON file.</source>
        <translation>将所有任务写入 CSV 或 JSON 文件。</translation>
    </message>
    <message>
        <source>Target file, ending in .csv or .json.</source>
        <translation>目标文件，扩展名须为 .csv 或 .json。</translation>
    </message>
    <message>
        <source>the file to write</source>
        <translation>要写入的文件</translation>
    </message>
    <message>
        <source>Exported %1 jobs to %2</source>
        <translation>已将 %1 个任务导出到 %2</translation>
    </message>
    <message>
        <source>Records one job.</source>
        <translation>记录一个任务。</translation>
    </message>
    <message>
        <source>Recorded job %1 in %2</source>
        <translation>已在 %2 中记录任务 %1</translation>
    </message>
    <message>
        <source>Lists the newest jobs.</source>
        <translation>列出最新的任务。</translation>
    </message>
    <message>
        <source>How many jobs (default 50).</source>
        <translation>列出的任务数量（默认 50）。</translation>
    </message>
    <message>
        <source>Where the money went: totals, by card, provider and month, plan versus actual.</source>
        <translation>钱花在了哪里：总计，按显卡、供应商和月份的分项，以及计划与实际对比。</translation>
    </message>
    <message>
        <source>First day, YYYY-MM-DD.</source>
        <translation>起始日期，格式 YYYY-MM-DD。</translation>
    </message>
    <message>
        <source>Last day, YYYY-MM-DD.</source>
        <translation>结束日期，格式 YYYY-MM-DD。</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>输出 JSON 而不是文本。</translation>
    </message>
    <message>
        <source>Jobs: %1</source>
        <translation>任务数：%1</translation>
    </message>
    <message>
        <source>Total cost: %1</source>
        <translation>总成本：%1</translation>
    </message>
    <message>
        <source>Billed card-hours: %1 (busy %2)</source>
        <translation>计费卡时：%1（实际计算 %2）</translation>
    </message>
    <message>
        <source>Idle cost: %1</source>
        <translation>空闲成本：%1</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Run &quot;rentplan ledger &lt;action&gt; --help&quot; for every option.</source>
        <translation>运行“rentplan ledger &lt;操作&gt; --help”查看全部选项。</translation>
    </message>
    <message>
        <source>--offload: &quot;%1&quot; is not one of %2</source>
        <translation>--offload：“%1”不在 %2 之中</translation>
    </message>
    <message>
        <source>--flash-attn is --attention sdpa; it contradicts --attention eager</source>
        <translation>--flash-attn 等同于 --attention sdpa，与 --attention eager 相互矛盾</translation>
    </message>
    <message>
        <source>KV cache format: bf16 (default), fp8 or fp32.</source>
        <translation>KV 缓存格式：bf16（默认）、fp8 或 fp32。</translation>
    </message>
    <message>
        <source>%1 (default adamw; sgd keeps momentum).</source>
        <translation>%1（默认 adamw；sgd 带动量）。</translation>
    </message>
    <message>
        <source>The optimizer steps inside backward: no full gradient buffer.</source>
        <translation>优化器在反向传播中逐层更新：不保留完整的梯度缓冲。</translation>
    </message>
    <message>
        <source>sdpa (default: PyTorch SDPA or FlashAttention, no sequence-squared scores) or eager.</source>
        <translation>sdpa（默认：PyTorch SDPA 或 FlashAttention，不存序列平方大小的注意力分数）或 eager。</translation>
    </message>
    <message>
        <source>Same as --attention sdpa.</source>
        <translation>等同于 --attention sdpa。</translation>
    </message>
    <message>
        <source>LoRA dropout probability (default 0.05; 0 = off): each adapted input is copied.</source>
        <translation>LoRA 随机失活（dropout）概率（默认 0.05；0 表示关闭）：每个被适配层的输入会多存一份。</translation>
    </message>
    <message>
        <source>DoRA: LoRA with a trained magnitude vector per adapted layer.</source>
        <translation>DoRA：每个被适配的层多训练一个幅度向量的 LoRA。</translation>
    </message>
    <message>
        <source>Move to host RAM: optimizer, params, activations (comma-separated).</source>
        <translation>卸载到主机内存：optimizer、params、activations（逗号分隔）。</translation>
    </message>
    <message>
        <source>What the total counts: allocated (tensors), reserved (+ allocator cache) or device (default, + CUDA context: what nvidia-smi shows).</source>
        <translation>总量的口径：allocated（仅张量）、reserved（再加分配器缓存）或 device（默认，再加 CUDA 上下文，即 nvidia-smi 所见）。</translation>
    </message>
    <message>
        <source>Fixed overhead per GPU in GiB, replacing the modelled CUDA context and allocator reserve.</source>
        <translation>每张 GPU 的固定开销（GiB），代替按模型估算的 CUDA 上下文和分配器预留。</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>分配器预留</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>Peak while loading</source>
        <translation>加载时峰值</translation>
    </message>
    <message>
        <source>(decides the fit)</source>
        <translation>（决定能否装下）</translation>
    </message>
    <message>
        <source>Host RAM (offloaded)</source>
        <translation>主机内存（卸载部分）</translation>
    </message>
    <message>
        <source>or %1</source>
        <translation>或 %1</translation>
    </message>
    <message>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <source>Vision tower and projector</source>
        <translation>视觉塔与投影层</translation>
    </message>
    <message>
        <source>With --params: the KV heads (default: the matching preset&apos;s, else 8 from 30B up).</source>
        <translation>配合 --params：KV 头数（默认取规模相符的预设；否则 30B 及以上取 8）。</translation>
    </message>
    <message>
        <source>--kv-heads applies to --params only; a preset or config gives its own</source>
        <translation>--kv-heads 只用于 --params；预设或 config 自带 KV 头数</translation>
    </message>
    <message>
        <source>--kv-heads: %1 does not divide the %2 attention heads of the inferred shape</source>
        <translation>--kv-heads：%1 不能整除推断结构中的 %2 个注意力头</translation>
    </message>
    <message>
        <source>Writes the plan as a PDF for procurement: requirement, recommended configuration, budget, billing comparison, quote checklist and delivery-day acceptance procedure.</source>
        <translation>把计划导出为供采购使用的 PDF：需求、推荐配置、预算、计费对比、报价核对清单和到货验收步骤。</translation>
    </message>
    <message>
        <source>Export one of the plan&apos;s scenarios instead of the plan as saved.</source>
        <translation>导出计划中的某个情景，而不是保存时的计划本身。</translation>
    </message>
    <message>
        <source>Language of the document (default: the application&apos;s language).</source>
        <translation>文档语言（默认与应用程序语言相同）。</translation>
    </message>
    <message>
        <source>Paper size (default A4).</source>
        <translation>纸张大小（默认 A4）。</translation>
    </message>
    <message>
        <source>give the PDF to write with -o FILE</source>
        <translation>请用 -o 文件 指定要写入的 PDF</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Prints a project plan: each phase&apos;s timing, hours, card and cost, the cheapest cards for it, and what renting per phase, buying and owning a baseline cost, with a recommendation.</source>
        <translation>打印项目计划：每个阶段的时间、时长、显卡与费用，最省钱的显卡，以及按阶段租用、购买和自有基线三种方式的费用，并给出建议。</translation>
    </message>
    <message>
        <source>Evaluate this scenario saved in the plan instead of the plan&apos;s own phases.</source>
        <translation>计算计划文件中保存的该情景，而不是计划本身的阶段。</translation>
    </message>
    <message>
        <source>a project&apos;s phases, card ranking and rent / buy / hybrid costs</source>
        <translation>项目阶段、显卡排名以及租用 / 购买 / 混合的费用</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>Project plan</source>
        <translation>项目计划</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景“%1”</translation>
    </message>
    <message>
        <source>The plan has no phases yet.</source>
        <translation>该计划还没有阶段。</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>%1 (auto)</source>
        <translation>%1（自动）</translation>
    </message>
    <message>
        <source>no quote</source>
        <translation>无报价</translation>
    </message>
    <message numerus="yes">
        <source>Peak: %n card(s); %1 card-hours over %2.</source>
        <translation>
            <numerusform>峰值：%n 张卡；%1 卡时，历时 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Per card-hour</source>
        <translation>每卡时</translation>
    </message>
    <message>
        <source>Owned use</source>
        <translation>自有卡使用率</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>历时</translation>
    </message>
    <message>
        <source>Idle card-h</source>
        <translation>空闲卡时</translation>
    </message>
    <message numerus="yes">
        <source>best baseline: %n owned card(s)</source>
        <translation>
            <numerusform>最佳基线：自有 %n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks a rented machine against the plan: card model and count, memory, NVLink, MIG, foreign processes, driver, CPU and RAM per card, disk and network. Give the saved output of nvidia-smi, lscpu, free -g, df -h, nproc (or the acceptance script&apos;s file); a folder holds one file or sub-folder per machine. Exit code 0: all pass; 1: something fails or cannot be told; 2: bad input.</source>
        <translation>按计划验收租来的机器：显卡型号与数量、显存、NVLink、MIG、他人进程、驱动、每卡 CPU 与内存、磁盘和网络。输入为保存下来的 nvidia-smi、lscpu、free -g、df -h、nproc 输出（或验收脚本生成的文件）；文件夹中每个文件或子文件夹代表一台机器。退出码 0：全部通过；1：有不通过或无法判断的项；2：输入有误。</translation>
    </message>
    <message>
        <source>A capture file or a folder of them.</source>
        <translation>一个记录文件，或装有记录文件的文件夹。</translation>
    </message>
    <message>
        <source>the plan file and the captures</source>
        <translation>计划文件和记录</translation>
    </message>
    <message>
        <source>check a rented machine against the plan (pass/fail per item)</source>
        <translation>按计划验收租来的机器（逐项通过/不通过）</translation>
    </message>
    <message>
        <source>Prints a bash script to run on each rented machine. It only reads (nvidia-smi, lscpu, free, df, nproc, a dd test on its own temporary file, an optional download) and writes one file for &quot;rentplan accept&quot;.</source>
        <translation>输出一个在每台租用机器上运行的 bash 脚本。它只读取信息（nvidia-smi、lscpu、free、df、nproc、对自建临时文件的 dd 测试、可选的下载测试），并写出一个供“rentplan accept”使用的文件。</translation>
    </message>
    <message>
        <source>The quote the machine was rented on.</source>
        <translation>租用这台机器时依据的报价。</translation>
    </message>
    <message>
        <source>Folder on the data disk for the dd test (default /data).</source>
        <translation>数据盘上用于 dd 测试的目录（默认 /data）。</translation>
    </message>
    <message>
        <source>Size of the dd test file in MiB, 0 for no disk test (default 2048).</source>
        <translation>dd 测试文件大小（MiB），0 表示不测磁盘（默认 2048）。</translation>
    </message>
    <message>
        <source>A large file to download for the network test.</source>
        <translation>用于网络测试的大文件下载地址。</translation>
    </message>
    <message>
        <source>print the read-only capture script for delivery acceptance</source>
        <translation>输出用于交付验收的只读采集脚本</translation>
    </message>
    <message>
        <source>expected: %1</source>
        <translation>应为：%1</translation>
    </message>
    <message>
        <source>read: %1:%2: %3</source>
        <translation>读取：%1:%2: %3</translation>
    </message>
    <message>
        <source>Machine %1</source>
        <translation>机器 %1</translation>
    </message>
    <message>
        <source>All machines</source>
        <translation>全部机器</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message>
        <source>Prints a bash script that stops the rented machine after the GPUs have stayed below a utilization threshold for some minutes. Save it (&gt; watchdog.sh), try it with --dry-run, read its warning: jobs with long CPU-only stretches look idle to it.</source>
        <translation>输出一个 bash 脚本：GPU 利用率持续若干分钟低于阈值时关停租用的机器。请保存（&gt; watchdog.sh），先用 --dry-run 试运行，并阅读其中的警告：长时间只用 CPU 的任务在它看来就是空闲。</translation>
    </message>
    <message>
        <source>Average GPU utilization in per cent below which a check counts as idle (default 5).</source>
        <translation>平均 GPU 利用率低于该百分比时，本次检查算作空闲（默认 5）。</translation>
    </message>
    <message>
        <source>Idle minutes before stopping (default 30).</source>
        <translation>空闲多少分钟后关停（默认 30）。</translation>
    </message>
    <message>
        <source>What stops the machine, e.g. the provider&apos;s stop command (default: shutdown -h now).</source>
        <translation>关停机器所用的命令，例如平台提供的停机命令（默认：shutdown -h now）。</translation>
    </message>
    <message>
        <source>Seconds between checks (default 60).</source>
        <translation>两次检查之间的秒数（默认 60）。</translation>
    </message>
    <message>
        <source>Comma-separated programs that keep the machine up while they run (default: rsync,scp,rclone; &quot;&quot; for none).</source>
        <translation>运行期间不允许关机的程序，用逗号分隔（默认：rsync,scp,rclone；&quot;&quot; 表示不设）。</translation>
    </message>
    <message>
        <source>min —</source>
        <translation>最少 —</translation>
    </message>
    <message>
        <source>no count up to %1 cards holds these settings</source>
        <translation>按当前设置，最多 %1 张卡也装不下</translation>
    </message>
    <message>
        <source>print an idle-shutdown script for a rented machine</source>
        <translation>输出租用机器的空闲自动关机脚本</translation>
    </message>
    <message>
        <source>With --break-even: every pair of offers, not only where the cheapest offer changes (at most %1 offers).</source>
        <translation>配合 --break-even：列出每两个报价之间的交点，而不只是最便宜报价发生变化之处（最多 %1 个报价）。</translation>
    </message>
    <message>
        <source>--all-pairs goes with --break-even</source>
        <translation>--all-pairs 需要与 --break-even 一起使用</translation>
    </message>
    <message>
        <source>has %1 offers; --all-pairs compares every pair and accepts at most %2 offers. Without it, --break-even lists where the cheapest offer changes, for any number of offers.</source>
        <translation>包含 %1 个报价；--all-pairs 要两两比较所有报价，最多只接受 %2 个。不加此选项时，--break-even 会列出最便宜报价发生变化的时长，报价数量不限。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>after it %1 is cheaper than %2</source>
        <translation>此后“%1”比“%2”便宜</translation>
    </message>
    <message>
        <source>No jobs yet: add one with &quot;rentplan ledger add&quot; or import a CSV with &quot;rentplan ledger import&quot;.</source>
        <translation>还没有任务：用 &quot;rentplan ledger add&quot; 添加一条，或用 &quot;rentplan ledger import&quot; 导入 CSV。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>计费时长</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Money is shown per currency; amounts in different currencies are never added.</source>
        <translation>金额按货币分别列出；不同货币的金额从不相加。</translation>
    </message>
    <message>
        <source>Jobs without a currency:</source>
        <translation>未记录货币的任务：</translation>
    </message>
    <message>
        <source>In %1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Only jobs paid in this currency (money in different currencies is never added up).</source>
        <translation>只统计以该货币支付的任务（不同货币的金额从不相加）。</translation>
    </message>
    <message>
        <source>Durations at which the cheapest offer changes:</source>
        <translation>最便宜报价发生变化的时长：</translation>
    </message>
    <message>
        <source>the plan as a PDF for procurement</source>
        <translation>把计划导出为供采购审批的 PDF</translation>
    </message>
    <message>
        <source>--%1 applies to --task lora or qlora; this estimate is for --task %2</source>
        <translation>--%1 只适用于 --task lora 或 qlora；本次估算的任务是 --task %2</translation>
    </message>
    <message>
        <source>The plan has no quotes.</source>
        <translation>该计划没有报价。</translation>
    </message>
    <message>
        <source>The plan has no GPU phases: nothing to finish, so no cost to compare.</source>
        <translation>该计划没有使用 GPU 的阶段：没有要完成的工作，也就没有费用可比。</translation>
    </message>
    <message>
        <source>%1, %2 (quote %3):</source>
        <translation>%1，%2（报价 %3）：</translation>
    </message>
    <message>
        <source>Compares the plan&apos;s quotes on what finishing its GPU phases costs on each quote&apos;s machines (hours from the planner&apos;s model with the quote&apos;s links, fabric and CPU cores), not on the hourly price, and lists the phases a quote cannot run.</source>
        <translation>按在各报价机器上完成本计划 GPU 阶段的费用（而不是按小时单价）比较计划中的报价；工时来自规划器的模型，并计入报价的卡间互联、机间网络和 CPU 核数。同时列出某报价无法运行的阶段。</translation>
    </message>
    <message>
        <source>Use this scenario&apos;s phases instead of the plan&apos;s own.</source>
        <translation>使用该情景的阶段，而不是计划本身的阶段。</translation>
    </message>
    <message>
        <source>the plan&apos;s quotes compared on the cost to finish its phases</source>
        <translation>按完成各阶段的费用比较计划中的报价</translation>
    </message>
    <message>
        <source>By person:</source>
        <translation>按记录人：</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n 个任务</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: rentplan ledger [--db FILE|postgresql://…|profile:NAME] &lt;action&gt; [options]</source>
        <translation>用法：rentplan ledger [--db 文件|postgresql://…|profile:名称] &lt;操作&gt; [选项]</translation>
    </message>
    <message>
        <source>missing the action (import, export, add, list, stats, init or push)</source>
        <translation>缺少操作（import、export、add、list、stats、init 或 push）</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;; expected import, export, add, list, stats, init or push</source>
        <translation>未知操作“%1”；应为 import、export、add、list、stats、init 或 push</translation>
    </message>
    <message>
        <source>--db needs a file name, a postgresql:// URI or profile:NAME</source>
        <translation>--db 需要文件名、postgresql:// 地址或 profile:名称</translation>
    </message>
    <message>
        <source>rentplan ledger: warning: the URI holds a password, which shells keep in their history; prefer ~/.pgpass or PGPASSWORD</source>
        <translation>rentplan ledger：警告：地址中带有密码，命令行历史会把它保存下来；建议改用 ~/.pgpass 或 PGPASSWORD</translation>
    </message>
    <message>
        <source>rentplan ledger: warning: %1 is not a local server and TLS is not required (sslmode=%2); passwords and costs may cross the network unencrypted. Use sslmode=verify-full.</source>
        <translation>rentplan ledger：警告：%1 不是本机服务器，而且没有强制 TLS（sslmode=%2）；密码和费用数据可能以明文在网络上传输。请使用 sslmode=verify-full。</translation>
    </message>
    <message>
        <source>Ledger: a SQLite file (default: the ledger in RentPlan&apos;s data folder), a team ledger as postgresql://user@host:5432/database, or profile:NAME for a saved connection.</source>
        <translation>账本：SQLite 文件（默认是 RentPlan 数据目录中的账本）、以 postgresql://用户@主机:5432/数据库 表示的团队账本，或用 profile:名称 指定已保存的连接。</translation>
    </message>
    <message>
        <source>Creates the ledger: a personal SQLite file, or the team ledger&apos;s tables in an empty PostgreSQL database (never in one that holds other tables).</source>
        <translation>创建账本：个人 SQLite 文件，或在空的 PostgreSQL 数据库中建立团队账本的表（已有其他表的数据库一律不动）。</translation>
    </message>
    <message>
        <source>--roles needs a team ledger (--db postgresql://…): a personal ledger has no roles</source>
        <translation>--roles 只适用于团队账本（--db postgresql://…）：个人账本没有角色</translation>
    </message>
    <message>
        <source>The team ledger %1 is ready (schema version %2).</source>
        <translation>团队账本 %1 已就绪（结构版本 %2）。</translation>
    </message>
    <message>
        <source>Roles: give each person one with GRANT rentplan_reader|rentplan_writer|rentplan_admin TO name;</source>
        <translation>角色：用 GRANT rentplan_reader|rentplan_writer|rentplan_admin TO 用户名; 给每个人分配一个角色</translation>
    </message>
    <message>
        <source>The ledger %1 is ready.</source>
        <translation>账本 %1 已就绪。</translation>
    </message>
    <message>
        <source>Copies the jobs of a personal ledger into the team ledger. Jobs pushed before are recognised by their content and skipped, so pushing again is safe.</source>
        <translation>把个人账本中的任务复制到团队账本。以前推送过的任务会按内容识别并跳过，因此重复推送不会出问题。</translation>
    </message>
    <message>
        <source>The personal ledger (a SQLite file).</source>
        <translation>个人账本（SQLite 文件）。</translation>
    </message>
    <message>
        <source>push needs --from FILE, the personal ledger to copy</source>
        <translation>push 需要 --from 文件，即要复制的个人账本</translation>
    </message>
    <message>
        <source>push copies into a team ledger: give --db a postgresql:// URI or profile:NAME</source>
        <translation>push 只能复制到团队账本：请给 --db 指定 postgresql:// 地址或 profile:名称</translation>
    </message>
    <message>
        <source>Pushed %1 to %2: %3 added, %4 already there and skipped.</source>
        <translation>已将 %1 推送到 %2：新增 %3 个，%4 个已存在而跳过。</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective or full (gradient checkpointing). Default: full for full, lora and qlora, as PEFT, torchtune and LLaMA-Factory run; inference has nothing to recompute.</source>
        <translation>激活重计算：none、selective 或 full（梯度检查点）。full、lora 和 qlora 默认 full，与 PEFT、torchtune 和 LLaMA-Factory 的默认做法一致；推理没有可重计算的内容。</translation>
    </message>
    <message>
        <source>--%1 describes one job; it does not go with --phase</source>
        <translation>--%1 描述的是单个任务，不能与 --phase 同用</translation>
    </message>
    <message>
        <source>the plan has no phases</source>
        <translation>计划中没有阶段</translation>
    </message>
    <message>
        <source>no phase &quot;%1&quot;; the plan has: %2</source>
        <translation>没有名为“%1”的阶段；计划中有：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs without a GPU: there are no cards to compare</source>
        <translation>“%1”不用 GPU：没有可比较的显卡</translation>
    </message>
    <message>
        <source>Instead of one job: what each offer costs to finish this phase of the plan, each card at its own hours and with the split it would run with (the phase&apos;s ranking in &quot;plan --json&quot;).</source>
        <translation>不按单个任务计价，而是列出每个报价完成计划中该阶段的费用：每种卡按它自己的工时和它实际采用的并行切分计算（与 &quot;plan --json&quot; 中该阶段的排名相同）。</translation>
    </message>
    <message>
        <source>With --phase: the phase as this scenario saved in the plan has it.</source>
        <translation>与 --phase 同用：按计划中保存的该情景里的阶段计算。</translation>
    </message>
    <message>
        <source>--scenario goes with --phase</source>
        <translation>--scenario 需要与 --phase 同用</translation>
    </message>
    <message>
        <source>give either --hours T, --break-even or --phase ID</source>
        <translation>请给出 --hours T、--break-even 或 --phase ID 之一</translation>
    </message>
    <message>
        <source>cheapest to finish: %1 × %2 on %3 (%4), %5, %6</source>
        <translation>完成费用最低：%1 × %2，%3（%4），%5，%6</translation>
    </message>
    <message>
        <source>incomplete: no price for %1</source>
        <translation>不完整：%1 没有价格</translation>
    </message>
    <message>
        <source>%1 days after the deadline day</source>
        <translation>晚于截止日 %1 天</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s), %1 up front, %2 back at resale after %3 months held; amortized instead: %4</source>
        <translation>
            <numerusform>%n 台机器，先期投入 %1，持有 %3 个月后转售回收 %2；若按摊销计：%4</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot run the plan: %1</source>
        <translation>无法运行该计划：%1</translation>
    </message>
    <message>
        <source>Cost to finish &quot;%1&quot; on each way to run it, cheapest first (costs in %2):</source>
        <translation>“%1”在各种运行方式下的完成费用，最便宜的在前（金额单位 %2）：</translation>
    </message>
    <message>
        <source>Its hours are the same on every card (%1), so offers differ only in price and billing.</source>
        <translation>它在每种卡上的工时都相同（%1），所以各报价只在价格和计费方式上不同。</translation>
    </message>
    <message>
        <source>data work</source>
        <translation>数据处理</translation>
    </message>
    <message>
        <source>typed hours</source>
        <translation>手填工时</translation>
    </message>
    <message>
        <source>How they run</source>
        <translation>运行方式</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>, S = %1</source>
        <translation>，S = %1</translation>
    </message>
    <message numerus="yes">
        <source>For %n card(s); durations searched up to %1 (3 years).</source>
        <translation>
            <numerusform>按 %n 张卡计算；搜索的时长上限为 %1（3 年）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing interrupts it: no checkpoints needed.</source>
        <translation>不会被中断：无需保存检查点。</translation>
    </message>
    <message>
        <source>Daly&apos;s interval %1 min, Young&apos;s %2 min; no maximum loss set.</source>
        <translation>Daly 间隔 %1 分钟，Young 间隔 %2 分钟；未设最大损失。</translation>
    </message>
    <message>
        <source>Daly&apos;s interval %1 min, Young&apos;s %2 min; the maximum loss allows at most %3 min.</source>
        <translation>Daly 间隔 %1 分钟，Young 间隔 %2 分钟；按最大损失，间隔最多 %3 分钟。</translation>
    </message>
    <message>
        <source>Searches that stopped short (costs a hair apart, billed in small steps); every change before the point reached is listed above:</source>
        <translation>提前停止的搜索（两者费用只差分毫，且按很小的步长计费）；搜索到达之前的每个变化点都已列在上面：</translation>
    </message>
    <message>
        <source>the cheapest offer</source>
        <translation>最便宜的报价</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <source>searched up to %1</source>
        <translation>已搜索到 %1</translation>
    </message>
    <message>
        <source>The PDF to write (replaced only when the whole file is ready); - for standard output.</source>
        <translation>要写入的 PDF 文件（整份文件生成完毕后才替换原文件）；写 - 则输出到标准输出。</translation>
    </message>
    <message>
        <source>Replace an existing file that is not a PDF.</source>
        <translation>即使已有文件不是 PDF，也替换它。</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF 文件</translation>
    </message>
    <message>
        <source>Replace an existing file that is not a request for quotation.</source>
        <translation>覆盖一个已存在但不是询价单的文件。</translation>
    </message>
    <message>
        <source>Ask for one of the plan&apos;s scenarios instead of the plan as saved.</source>
        <translation>按计划中保存的某个情景询价，而不是按计划本身。</translation>
    </message>
    <message>
        <source>Language of the column names (default: the application&apos;s language).</source>
        <translation>列名使用的语言（默认为程序界面的语言）。</translation>
    </message>
    <message>
        <source>request for quotation</source>
        <translation>询价单</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>Check against this quote of the plan (default: what the plan&apos;s peak phase needs: its cards of one model, on any machines).</source>
        <translation>按计划中的这份报价验收（默认：按计划峰值阶段所需验收，即该型号的显卡，机器不限）。</translation>
    </message>
    <message>
        <source>not compared, no price: %1 is 0</source>
        <translation>不参与比较，没有价格：%1 为 0</translation>
    </message>
    <message>
        <source>%1: not compared, no price: %2 is 0</source>
        <translation>%1：不参与比较，没有价格：%2 为 0</translation>
    </message>
    <message>
        <source>not ranked, no price: %1 is 0</source>
        <translation>不参与排名，没有价格：%1 为 0</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>无人报价</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>完成成本</translation>
    </message>
    <message>
        <source>cannot serve: %1</source>
        <translation>无法满足：%1</translation>
    </message>
    <message>
        <source>nothing was imported: correct the cells above, or give --skip-bad-lines to leave those lines out</source>
        <translation>未导入任何内容：请改正上面的单元格，或加 --skip-bad-lines 跳过这些行</translation>
    </message>
    <message>
        <source>Lines left out (--skip-bad-lines):</source>
        <translation>已跳过的行（--skip-bad-lines）：</translation>
    </message>
    <message numerus="yes">
        <source>Added %n awarded quote(s) to %1: %2</source>
        <translation>
            <numerusform>已把 %n 条中标报价加入 %1：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>A request for quotation a vendor filled in (XLSX or CSV, as rentplan rfq wrote it); repeat for several vendors. Compares their answers line by line and shows the cheapest complete award.</source>
        <translation>供应商填好的询价单（XLSX 或 CSV，即 rentplan rfq 生成的文件）；多家供应商可重复给出。逐行比较各家报价，并给出最便宜的完整授标。</translation>
    </message>
    <message>
        <source>With --sheet: leave out lines with bad cells (each is listed) instead of importing nothing.</source>
        <translation>与 --sheet 一起用：跳过含错误单元格的行（逐条列出），而不是整个不导入。</translation>
    </message>
    <message>
        <source>With --sheet: add the awarded answers to the plan file as quotes (for accept --quote).</source>
        <translation>与 --sheet 一起用：把中标的报价作为报价单写入计划文件（供 accept --quote 使用）。</translation>
    </message>
    <message>
        <source>--%1 goes with --sheet</source>
        <translation>--%1 需要与 --sheet 一起使用</translation>
    </message>
    <message>
        <source>is a workbook but not a request for quotation; give --force to replace it</source>
        <translation>是一个工作簿，但不是询价单；如要覆盖请加 --force</translation>
    </message>
    <message>
        <source>Writes the plan&apos;s bill of quantities as a request for quotation (XLSX or CSV): one numbered line per machine to rent, with its card, machines, dates, hours and acceptable substitutes, and empty columns for the vendor&apos;s answer.</source>
        <translation>把计划的采购清单写成询价单（XLSX 或 CSV）：每种要租的机器一行并编号，列出显卡、机器数、日期、时长和可接受的替代卡，并留出空列供供应商填写。</translation>
    </message>
    <message>
        <source>The XLSX or CSV file to write (replaced only when the whole file is ready); - for CSV on standard output.</source>
        <translation>要写入的 XLSX 或 CSV 文件（整个文件写好后才替换）；用 - 表示以 CSV 输出到标准输出。</translation>
    </message>
    <message>
        <source>give the file to write with -o FILE (.xlsx or .csv)</source>
        <translation>请用 -o FILE 指定要写入的文件（.xlsx 或 .csv）</translation>
    </message>
    <message>
        <source>-o %1: give a .xlsx or .csv file, or - for standard output</source>
        <translation>-o %1：请给出 .xlsx 或 .csv 文件，或用 - 表示标准输出</translation>
    </message>
    <message>
        <source>the plan&apos;s bill of quantities as a request for quotation (XLSX or CSV)</source>
        <translation>把计划的采购清单写成询价单（XLSX 或 CSV）</translation>
    </message>
    <message>
        <source>Author named on the cover (default: the one the window&apos;s last export kept).</source>
        <translation>封面上署名的作者（默认：窗口上次导出时保存的作者）。</translation>
    </message>
    <message>
        <source>Organisation named on the cover (default: the one the window&apos;s last export kept).</source>
        <translation>封面上署名的单位（默认：窗口上次导出时保存的单位）。</translation>
    </message>
    <message>
        <source>Also simulate the budget: P10/P50/P90 of each strategy&apos;s cost and calendar, the chance of meeting the deadline and the budget, and what moves the cost most. An optional count after it sets the number of simulated futures (default 10000).</source>
        <translation>同时模拟预算：各策略费用和工期的 P10/P50/P90、按期完成和不超预算的概率，以及对费用影响最大的因素。其后可跟一个数字，指定模拟次数（默认 10000）。</translation>
    </message>
    <message>
        <source>Simulated futures (with --simulate).</source>
        <translation>模拟次数（与 --simulate 一起使用）。</translation>
    </message>
    <message>
        <source>Seed of the simulation (default 1): the same plan and seed give the same figures.</source>
        <translation>模拟的随机种子（默认 1）：同一计划和种子总是得到相同的数字。</translation>
    </message>
    <message>
        <source>Budget with confidence: %1 simulated futures (seed %2)</source>
        <translation>带置信度的预算：%1 次模拟（种子 %2）</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>点估计</translation>
    </message>
    <message>
        <source>Days P50</source>
        <translation>天数 P50</translation>
    </message>
    <message>
        <source>Days P90</source>
        <translation>天数 P90</translation>
    </message>
    <message>
        <source>On time</source>
        <translation>按期</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止日期</translation>
    </message>
    <message>
        <source>Ask for %1 (%2): it covers the cost in %3 of the simulated futures of &quot;%4&quot;.</source>
        <translation>申请 %1（%2）：在“%4”的模拟中，有 %3 的情形费用不超过此数。</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>The budget of %1 holds in %2 of them.</source>
        <translation>预算 %1 在其中 %2 的情形下够用。</translation>
    </message>
    <message>
        <source>What moves the cost of &quot;%1&quot; most (each input from low to high, the rest at their mode; %2 at the modes):</source>
        <translation>对“%1”费用影响最大的因素（每个输入从低值变到高值，其余取众数；全部取众数时为 %2）：</translation>
    </message>
    <message>
        <source>ρ %1</source>
        <translation>ρ %1</translation>
    </message>
    <message>
        <source>Inputs:</source>
        <translation>输入：</translation>
    </message>
    <message>
        <source>No job in %1 carries planned hours yet, so there is nothing to learn from. Record jobs from a plan&apos;s phases (Planner tab, &quot;Record as job…&quot;): each keeps the hours its phase was planned for, and calibrate compares them with the hours billed.</source>
        <translation>%1 中还没有任何任务带计划工时，暂时没有可学习的数据。请从计划的阶段记录任务（“项目规划”页的“记录为任务…”）：每条任务会保存其阶段的计划工时，calibrate 再把它与实际计费的工时对比。</translation>
    </message>
    <message numerus="yes">
        <source>Billed hours against planned hours, from %n job(s) with planned hours in %1:</source>
        <translation>
            <numerusform>计费工时与计划工时之比，依据 %1 中带计划工时的 %n 条任务：</numerusform>
        </translation>
    </message>
    <message>
        <source>Task kind</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>任务数</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Needed more runs</source>
        <translation>超出计划的重跑</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n phase(s)</source>
        <translation>
            <numerusform>%n 个阶段中有 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough to learn from (fewer than %1 jobs)</source>
        <translation>数据不足，无法学习（少于 %1 条任务）</translation>
    </message>
    <message>
        <source>Ratio = billed hours / planned hours: 1.30× means the phase took 30 % longer than planned. A phase recorded as more than one job needed more runs than planned.</source>
        <translation>比值 = 计费工时 / 计划工时：1.30× 表示该阶段比计划多用了 30 % 的时间。一个阶段若被记录为多条任务，说明它比计划多跑了几次。</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) with planned hours were left out: their task names no phase kind (such as full_training or lora), or their planned hours are zero.</source>
        <translation>
            <numerusform>有 %n 条带计划工时的任务未计入：其任务字段不对应任何阶段类型（例如 full_training 或 lora），或计划工时为零。</numerusform>
        </translation>
    </message>
    <message>
        <source>How billed hours compared with planned hours, per card and task kind, for the ledger&apos;s jobs recorded from a plan phase (they carry planned_hours): how many jobs, the median ratio of billed to planned hours, its P10–P90 spread, and how often a phase needed more runs than planned. Groups of fewer than %1 jobs are marked as not enough to learn from. The ledger is only read.</source>
        <translation>对账本中从计划阶段记录的任务（带 planned_hours），按显卡和任务类型比较计费工时与计划工时：任务数、计费与计划工时之比的中位数、P10–P90 区间，以及有多少阶段比计划多跑了几次。少于 %1 条任务的分组标为数据不足。只读取账本，不做任何修改。</translation>
    </message>
    <message>
        <source>Print JSON: {&quot;jobs&quot;, &quot;min_jobs&quot;, &quot;ungrouped_jobs&quot;, &quot;groups&quot;: [{&quot;card&quot;, &quot;kind&quot;, &quot;jobs&quot;, &quot;median_ratio&quot;, &quot;p10_ratio&quot;, &quot;p90_ratio&quot;, &quot;phases&quot;, &quot;phases_rerun&quot;, &quot;enough&quot;}]}.</source>
        <translation>输出 JSON：{&quot;jobs&quot;, &quot;min_jobs&quot;, &quot;ungrouped_jobs&quot;, &quot;groups&quot;: [{&quot;card&quot;, &quot;kind&quot;, &quot;jobs&quot;, &quot;median_ratio&quot;, &quot;p10_ratio&quot;, &quot;p90_ratio&quot;, &quot;phases&quot;, &quot;phases_rerun&quot;, &quot;enough&quot;}]}。</translation>
    </message>
    <message>
        <source>how long planned phases really took, learned from the ledger</source>
        <translation>从账本中学习计划阶段实际用了多长时间</translation>
    </message>
    <message>
        <source>The phase&apos;s planned wall-clock hours, as billed hours count them (rentplan calibrate compares the two).</source>
        <translation>该阶段计划的实际时长（小时），与计费工时同一口径（rentplan calibrate 会对比二者）。</translation>
    </message>
    <message>
        <source>With --simulate: learn from a ledger (a SQLite file or postgresql:// URI) how long recorded plan phases really took, per card and phase kind, and use that in place of the defaults where it holds at least 5 jobs.</source>
        <translation>与 --simulate 一起使用：从账本（SQLite 文件或 postgresql:// URI）中按显卡和阶段类型学习已记录的计划阶段实际用了多久；某组至少有 5 个任务时，用它代替默认值。</translation>
    </message>
    <message>
        <source>--calibrate-from needs --simulate</source>
        <translation>--calibrate-from 需要与 --simulate 一起使用</translation>
    </message>
    <message>
        <source>Learned from the ledger:</source>
        <translation>从账本中学得：</translation>
    </message>
    <message>
        <source>Also create the roles rentplan_reader, rentplan_writer and rentplan_admin and the row-level security that limits writers to their own jobs (PostgreSQL).</source>
        <translation>同时创建角色 rentplan_reader、rentplan_writer 和 rentplan_admin，以及限定写入者只能改自己任务的行级安全策略（仅 PostgreSQL）。</translation>
    </message>
    <message>
        <source>Total GPUs; data-parallel degree = gpus / (tp × pp) (default 1).</source>
        <translation>GPU 总数；数据并行度 = gpus ÷ (tp × pp)（默认 1）。</translation>
    </message>
    <message>
        <source>Pipeline stages of consecutive layers (default 1); training runs the 1F1B schedule.</source>
        <translation>流水线阶段数，每段是连续的若干层（默认 1）；训练按 1F1B 调度计算。</translation>
    </message>
    <message>
        <source>Who readies a bitsandbytes model for LoRA/QLoRA: peft (default: PEFT&apos;s prepare_model_for_kbit_training, as TRL&apos;s SFTTrainer runs it, puts embeddings, head and norms in fp32) or transformers (left in 16 bits: LLaMA-Factory, Unsloth, LitGPT, torchtune).</source>
        <translation>bitsandbytes 模型做 LoRA/QLoRA 前由谁预处理：peft（默认：TRL 的 SFTTrainer 调用 PEFT 的 prepare_model_for_kbit_training，把嵌入层、输出头和归一化层转为 fp32）或 transformers（保持 16 位：LLaMA-Factory、Unsloth、LitGPT、torchtune）。</translation>
    </message>
    <message>
        <source>standard (default, transformers&apos; Trainer), chunked (LitGPT, torchtune), fused (Liger, cut cross-entropy) or standard-kept (transformers&apos; loss in a loop that keeps the outputs until backward).</source>
        <translation>standard（默认，transformers 的 Trainer）、chunked（LitGPT、torchtune）、fused（Liger、cut cross-entropy）或 standard-kept（在自写循环中用 transformers 的损失，模型输出一直保留到反向传播）。</translation>
    </message>
    <message>
        <source>--bitsandbytes: &quot;%1&quot; is not a release number such as 0.41.1, nor current</source>
        <translation>--bitsandbytes：“%1”既不是 0.41.1 这样的版本号，也不是 current</translation>
    </message>
    <message>
        <source>Who shards ZeRO-3 training: fsdp (default: PyTorch FSDP, whole units gathered, the root unit with embeddings and head kept whole from forward to backward) or deepspeed (module by module, gradients through a reduce bucket).</source>
        <translation>ZeRO-3 训练由谁分片：fsdp（默认：PyTorch FSDP，整单元聚合，含嵌入层和输出头的根单元从前向到反向保持完整）或 deepspeed（逐模块聚合，梯度经归约桶传递）。</translation>
    </message>
    <message>
        <source>Decoder layers per FSDP unit (default 1: one unit per layer, as accelerate, LitGPT and torchtune wrap).</source>
        <translation>每个 FSDP 单元包含的解码层数（默认 1：每层一个单元，与 accelerate、LitGPT 和 torchtune 的包装方式相同）。</translation>
    </message>
    <message>
        <source>Sharded training gathers the next unit while the current one computes (on, default) or one unit at a time (off).</source>
        <translation>分片训练在当前单元计算时聚合下一单元（on，默认），或一次只聚合一个单元（off）。</translation>
    </message>
    <message>
        <source>The bitsandbytes release of a 4-bit model (default current): up to 0.43.1 its 4-bit matmul keeps each layer&apos;s input for backward.</source>
        <translation>4 位模型所用的 bitsandbytes 版本（默认 current）：0.43.1 及更早版本的 4 位矩阵乘法会为反向传播保留每层的输入。</translation>
    </message>
    <message>
        <source>Sharding and offload buffers</source>
        <translation>分片与卸载缓冲区</translation>
    </message>
    <message>
        <source>Password: </source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>; there is no terminal to type it on, so give it through ~/.pgpass or PGPASSWORD, or let the window remember it in the desktop keyring</source>
        <translation>；当前没有可输入密码的终端，请通过 ~/.pgpass 或 PGPASSWORD 提供，或在窗口中让桌面密钥环记住它</translation>
    </message>
    <message>
        <source>no password was typed; nothing was done</source>
        <translation>未输入密码；未做任何操作</translation>
    </message>
    <message>
        <source>Sharded training builds the model one layer at a time (layer, default) or whole on every card before sharding it (model: moved whole to the GPU before FSDP wraps it); the second sets a load-time peak.</source>
        <translation>分片训练逐层构建模型（layer，默认），或先在每张卡上构建完整模型再分片（model：FSDP 包装前整个模型已移到 GPU）；后者会带来加载时峰值。</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step (default 1). Under FSDP the ones before the last run without syncing (no_sync), which keeps every gradient whole on every card.</source>
        <translation>每次优化器更新的微批次数（默认 1）。在 FSDP 下，最后一个之前的微批次不同步（no_sync），每张卡因此保留完整的全部梯度。</translation>
    </message>
    <message>
        <source>Which weights FSDP gives LoRA gradients: trained (default: adapters in units of their own, as PEFT wraps them, or FSDP2) or whole (frozen and trained weights share each unit&apos;s flat parameter, as LitGPT&apos;s per-block wrapping with use_orig_params does).</source>
        <translation>FSDP 为 LoRA 的哪些权重计算梯度：trained（默认：适配器自成单元，如 PEFT 的包装方式或 FSDP2）或 whole（冻结权重与训练权重共用每个单元的扁平参数，如 LitGPT 按块包装并启用 use_orig_params）。</translation>
    </message>
</context>
<context>
    <name>ConfidenceSection</name>
    <message>
        <source>What moves the cost of &quot;%1&quot; most</source>
        <translation>对“%1”费用影响最大的因素</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>费用（%1）</translation>
    </message>
    <message>
        <source>Below the cost at the modes</source>
        <translation>低于众数下的费用</translation>
    </message>
    <message>
        <source>Above the cost at the modes</source>
        <translation>高于众数下的费用</translation>
    </message>
    <message>
        <source>at the modes: %1</source>
        <translation>全部取众数：%1</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>Budget with confidence</source>
        <translation>带置信度的预算</translation>
    </message>
    <message>
        <source>Every figure above is a point estimate. Here the plan was run through %1 simulated futures (seed %2), each drawing the MFU reached, the amount of work, trial rounds, repeated runs, spot interruptions, the hardware lead time and price changes from the ranges listed at the end, and billed under each offer&apos;s own rules.</source>
        <translation>前面的数字都是点估计。这里把计划模拟了 %1 次（种子 %2）：每次从文末列出的范围中抽取实际达到的 MFU、工作量、试验轮数、重跑次数、竞价实例中断、硬件交付周期和价格变化，并按各报价自己的计费规则结算。</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Point estimate</source>
        <translation>点估计</translation>
    </message>
    <message>
        <source>Days P50–P90</source>
        <translation>天数 P50–P90</translation>
    </message>
    <message>
        <source>On time</source>
        <translation>按期</translation>
    </message>
    <message>
        <source>Cheapest in</source>
        <translation>最便宜的比例</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止日期</translation>
    </message>
    <message>
        <source>Ask for %1, the %2 of &quot;%3&quot;: it covers the cost in %4 of the simulated futures; the point estimate %5 is exceeded in %6 of them.</source>
        <translation>申请 %1，即“%3”的 %2：在 %4 的模拟中费用不超过此数；点估计 %5 在 %6 的模拟中会被超出。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the cheapest strategy in %2 of the futures.</source>
        <translation>在 %2 的模拟中，“%1”是最便宜的策略。</translation>
    </message>
    <message>
        <source>It meets the deadline in %1 of them.</source>
        <translation>其中 %1 能在截止日期前完成。</translation>
    </message>
    <message>
        <source>The project&apos;s budget of %1 holds in %2 of them.</source>
        <translation>项目预算 %1 在其中 %2 的情形下够用。</translation>
    </message>
    <message>
        <source>Each input is swung from its low to its high value with the others at their mode (a repeated run: from none to one run of each phase it applies to). ρ below is the rank correlation of the input&apos;s draws with the cost over all futures.</source>
        <translation>每个输入单独从低值变到高值，其余输入取众数（重跑：从不重跑到所涉每个阶段重跑一次）。下表的 ρ 是该输入的抽样值与全部模拟费用的秩相关系数。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Low – mode – high</source>
        <translation>低值 – 众数 – 高值</translation>
    </message>
    <message>
        <source>ρ</source>
        <translation>ρ</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
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
        <source>num_experts_per_tok is %1 but %2 gives %3 expert(s): the expert count is missing or too small</source>
        <translation>num_experts_per_tok 为 %1，但 %2 只给出 %3 个专家：专家数缺失或过小</translation>
    </message>
    <message>
        <source>these dimensions give %1 parameters, beyond the %2 RentPlan computes with</source>
        <translation>这些维度得出 %1 个参数，超出 RentPlan 能计算的上限 %2</translation>
    </message>
    <message>
        <source>Model family &quot;%1&quot; is not one RentPlan knows: only its language model (text_config) was counted, with the generic gated-MLP formula; its vision tower is left out.</source>
        <translation>RentPlan 不认识模型系列“%1”：只按通用门控 MLP 公式统计了它的语言模型（text_config），视觉部分未计入。</translation>
    </message>
    <message>
        <source>lists %1 layers, not fewer than num_hidden_layers (%2)</source>
        <translation>列出了 %1 层，不少于 num_hidden_layers（%2）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language model RentPlan reads inside a multimodal config (llama, gemma3_text, mllama_text_model)</source>
        <translation>“%1”不是 RentPlan 能在多模态配置中读取的语言模型（llama、gemma3_text、mllama_text_model）</translation>
    </message>
</context>
<context>
    <name>CostToFinish</name>
    <message>
        <source>%1 instead of %2: %3, NVLink between the cards</source>
        <translation>用 %1 代替 %2：%3，卡间有 NVLink</translation>
    </message>
    <message>
        <source>%1 instead of %2: %3, no NVLink between the cards</source>
        <translation>用 %1 代替 %2：%3，卡间没有 NVLink</translation>
    </message>
    <message>
        <source>needs %1 cards, the quote has %2</source>
        <translation>需要 %1 张卡，该报价只有 %2 张</translation>
    </message>
    <message>
        <source>needs %1 cards, %2 are owned</source>
        <translation>需要 %1 张卡，自有的只有 %2 张</translation>
    </message>
    <message>
        <source>the phase&apos;s hours were typed for the %1: give it a workload to compare the %2</source>
        <translation>该阶段的工时是按 %1 手填的：给它设置工作负载后才能与 %2 比较</translation>
    </message>
    <message numerus="yes">
        <source>needs tensor parallel %1 inside one machine, but these machines have %n card(s)</source>
        <translation>
            <numerusform>需要在一台机器内做 %1 路张量并行，但这种机器只有 %n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>the model does not fit on any number of these cards</source>
        <translation>无论多少张这种卡都放不下该模型</translation>
    </message>
    <message numerus="yes">
        <source>the model needs at least %n of these cards on these machines</source>
        <translation>
            <numerusform>在这种机器上该模型至少需要 %n 张这种卡</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot;</source>
        <translation>未知显卡“%1”</translation>
    </message>
    <message>
        <source>the spot offer is interrupted faster than work is saved</source>
        <translation>竞价实例被回收得比保存进度还快</translation>
    </message>
    <message numerus="yes">
        <source>1 machine of %n card(s)</source>
        <translation>
            <numerusform>1 台 %n 卡机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 machines × %n card(s)</source>
        <translation>
            <numerusform>%1 台机器 × 每台 %n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on %1 machines</source>
        <translation>
            <numerusform>%n 张卡，分布在 %1 台机器上</numerusform>
        </translation>
    </message>
    <message>
        <source>, ZeRO-%1</source>
        <translation>，ZeRO-%1</translation>
    </message>
    <message>
        <source>, tensor parallel %1</source>
        <translation>，张量并行 %1</translation>
    </message>
    <message>
        <source>, %1 pipeline stages</source>
        <translation>，%1 段流水线</translation>
    </message>
    <message>
        <source>, data parallel</source>
        <translation>，数据并行</translation>
    </message>
    <message>
        <source>, %1 replicas</source>
        <translation>，%1 个副本</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Remember in the desktop keyring</source>
        <translation>记住密码（保存在桌面密钥环中）</translation>
    </message>
</context>
<context>
    <name>DiskSpace</name>
    <message>
        <source>the disk is full (free space needed: about %1)</source>
        <translation>磁盘已满（还需要约 %1 的可用空间）</translation>
    </message>
    <message>
        <source>the disk is full (free space needed: about %1; %2 free)</source>
        <translation>磁盘已满（还需要约 %1 的可用空间；当前剩余 %2）</translation>
    </message>
</context>
<context>
    <name>EditOfferCommand</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>编辑 %2 的“%1”</translation>
    </message>
</context>
<context>
    <name>EditSelfBuildCommand</name>
    <message>
        <source>Edit self-build: %1</source>
        <translation>编辑自建硬件：%1</translation>
    </message>
</context>
<context>
    <name>EstimateInput</name>
    <message>
        <source>GPUs in total and Tensor parallel must be at least 1</source>
        <translation>GPU 总数和张量并行都至少为 1</translation>
    </message>
    <message>
        <source>Tensor parallel (%1) must divide the GPU count (%2)</source>
        <translation>张量并行（%1）必须能整除 GPU 总数（%2）</translation>
    </message>
    <message>
        <source>ZeRO stage must be 0, 1, 2 or 3</source>
        <translation>ZeRO 阶段必须是 0、1、2 或 3</translation>
    </message>
    <message>
        <source>QLoRA keeps its base weights in 4 bits: Weights must be NF4, FP4 or int4</source>
        <translation>QLoRA 的基础权重是 4 位：权重格式须为 NF4、FP4 或 int4</translation>
    </message>
    <message>
        <source>LoRA dropout (%1) must be at least 0 and below 1</source>
        <translation>LoRA 随机失活概率（%1）须不小于 0 且小于 1</translation>
    </message>
    <message>
        <source>Offloading parameters needs ZeRO stage 3 (sharded weights)</source>
        <translation>卸载参数需要 ZeRO 阶段 3（权重分片）</translation>
    </message>
    <message>
        <source>Pipeline stages must be at least 1</source>
        <translation>流水线阶段数至少为 1</translation>
    </message>
    <message>
        <source>Tensor parallel × pipeline stages (%1 × %2) must divide the GPU count (%3)</source>
        <translation>张量并行 × 流水线阶段数（%1 × %2）必须整除 GPU 数（%3）</translation>
    </message>
    <message>
        <source>Layers per sharded unit must be at least 1</source>
        <translation>每个分片单元的层数至少为 1</translation>
    </message>
    <message>
        <source>Gradient accumulation must be at least 1 micro-batch</source>
        <translation>梯度累积至少为 1 个微批次</translation>
    </message>
</context>
<context>
    <name>Expectation</name>
    <message>
        <source>quote &quot;%1&quot;</source>
        <translation>报价“%1”</translation>
    </message>
    <message>
        <source>offer &quot;%1&quot;</source>
        <translation>套餐“%1”</translation>
    </message>
    <message>
        <source>the plan has no quotes</source>
        <translation>计划里没有报价</translation>
    </message>
    <message>
        <source>no quote &quot;%1&quot;; the plan&apos;s quotes are: %2</source>
        <translation>没有报价“%1”；计划中的报价有：%2</translation>
    </message>
    <message>
        <source>the plan has no quote and no offer to check the machine against</source>
        <translation>计划里既没有报价也没有套餐，无从验收</translation>
    </message>
    <message>
        <source>the peak phase &quot;%1&quot;</source>
        <translation>峰值阶段“%1”</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>管道（FIFO）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备文件</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊文件</translation>
    </message>
    <message>
        <source>the file is larger than the %1 bytes accepted</source>
        <translation>文件超过了允许的 %1 字节上限</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>没有给出文件名</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>not a regular file (it is %1), so it was not read</source>
        <translation>不是普通文件（而是%1），因此未读取</translation>
    </message>
</context>
<context>
    <name>JobCommand</name>
    <message>
        <source>job %1 was changed since; it was left as it is</source>
        <translation>任务 %1 在此之后已被修改，未作改动</translation>
    </message>
    <message>
        <source>job number %1 is now used by another job; it was left as it is</source>
        <translation>编号 %1 现在属于另一个任务，未作改动</translation>
    </message>
</context>
<context>
    <name>JobTasks</name>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>评测</translation>
    </message>
    <message>
        <source>data preparation</source>
        <translation>数据准备</translation>
    </message>
</context>
<context>
    <name>JsonInput</name>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
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
    <message>
        <source>this key appears twice in the same object</source>
        <translation>同一对象中此键出现了两次</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range a number can hold</source>
        <translation>数字 %1 超出了可表示的数值范围</translation>
    </message>
    <message>
        <source>has %1 items; RentPlan is built for at most %2 here</source>
        <translation>有 %1 项；RentPlan 在这里最多支持 %2 项</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found &quot;%1&quot;</source>
        <translation>应为 YYYY-MM-DD 格式的日期，实际为“%1”</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>a quote inside a field that does not start with a quote</source>
        <translation>字段中出现了引号，但该字段不是以引号开头</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>右引号之后出现了多余的文本</translation>
    </message>
    <message>
        <source>a quoted field is never closed (missing &quot;)</source>
        <translation>带引号的字段没有闭合（缺少 &quot;）</translation>
    </message>
    <message>
        <source>a job needs a date, a card, at least one card, billed hours and a cost</source>
        <translation>任务必须包含日期、显卡、卡数（至少为 1）、计费时长和成本</translation>
    </message>
    <message>
        <source>job %1 does not exist</source>
        <translation>任务 %1 不存在</translation>
    </message>
    <message>
        <source>the file name must end in .csv or .json</source>
        <translation>文件名必须以 .csv 或 .json 结尾</translation>
    </message>
    <message>
        <source>upgrading the ledger from schema version %1 failed and was undone (%2). A copy made before the upgrade is at %3.</source>
        <translation>将账本从结构版本 %1 升级时失败，升级已撤销（%2）。升级前制作的副本保存在 %3。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date in the form YYYY-MM-DD</source>
        <translation>“%1”不是 YYYY-MM-DD 格式的日期</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (use a dot for decimals)</source>
        <translation>“%1”不是数字（小数点请使用英文句点 .）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>“%1”不是有限数值</translation>
    </message>
    <message>
        <source>%1 must be greater than zero</source>
        <translation>%1 必须大于零</translation>
    </message>
    <message>
        <source>%1 must not be negative</source>
        <translation>%1 不能为负数</translation>
    </message>
    <message>
        <source>%1 is larger than the accepted maximum %2</source>
        <translation>%1 超过了允许的最大值 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number from 1 to %2</source>
        <translation>“%1”不是 1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>is empty; a value is required</source>
        <translation>值为空，但此项为必填</translation>
    </message>
    <message>
        <source>is not valid UTF-8 text</source>
        <translation>不是有效的 UTF-8 文本</translation>
    </message>
    <message>
        <source>busy hours (%1) exceed billed hours (%2)</source>
        <translation>实际计算时长（%1）超过了计费时长（%2）</translation>
    </message>
    <message>
        <source>this file is not a SQLite database, so it is not a RentPlan ledger; it was left unchanged</source>
        <translation>此文件不是 SQLite 数据库，因此不是 RentPlan 账本；文件未作任何改动</translation>
    </message>
    <message>
        <source>the file is empty, so it is not a RentPlan ledger; it was left unchanged</source>
        <translation>此文件为空，因此不是 RentPlan 账本；文件未作任何改动</translation>
    </message>
    <message>
        <source>no such ledger file</source>
        <translation>账本文件不存在</translation>
    </message>
    <message>
        <source>cannot open the ledger: %1</source>
        <translation>无法打开账本：%1</translation>
    </message>
    <message>
        <source>this SQLite file belongs to another program, not RentPlan; it was left unchanged</source>
        <translation>此 SQLite 文件属于其他程序，而非 RentPlan；文件未作任何改动</translation>
    </message>
    <message>
        <source>the ledger is damaged (%1); it was left unchanged</source>
        <translation>账本已损坏（%1）；文件未作任何改动</translation>
    </message>
    <message>
        <source>this ledger was written by a newer RentPlan (schema version %1; this version reads up to %2). It was left unchanged; please update RentPlan.</source>
        <translation>此账本由更新版本的 RentPlan 写入（结构版本 %1；当前版本最高只能读取 %2）。文件未作任何改动，请更新 RentPlan。</translation>
    </message>
    <message>
        <source>this ledger needs an upgrade, which a read-only ledger cannot get</source>
        <translation>此账本需要升级，但只读账本无法升级</translation>
    </message>
    <message>
        <source>the ledger is locked by another program or window; try again when it has finished</source>
        <translation>账本被其他程序或窗口锁定；请等待其完成后重试</translation>
    </message>
    <message>
        <source>the ledger is open read-only, so it cannot be changed</source>
        <translation>账本以只读方式打开，无法修改</translation>
    </message>
    <message>
        <source>the ledger is damaged (%1)</source>
        <translation>账本已损坏（%1）</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>数据库错误：%1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，列 %2</translation>
    </message>
    <message>
        <source>the first line must be the header &quot;%1&quot;</source>
        <translation>第一行必须是表头“%1”</translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation>应有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>busy hours exceed billed hours</source>
        <translation>实际计算时长超过了计费时长</translation>
    </message>
    <message>
        <source>; nothing was changed</source>
        <translation>；未作任何改动</translation>
    </message>
    <message>
        <source>job %1 was deleted by someone else meanwhile; reload</source>
        <translation>任务 %1 已被他人删除；请重新加载</translation>
    </message>
    <message>
        <source>job %1 was changed by %2 at %3; reload</source>
        <translation>任务 %1 已于 %3 被 %2 修改；请重新加载</translation>
    </message>
    <message>
        <source>job %1 was recorded by %2; your role lets you change only your own jobs</source>
        <translation>任务 %1 由 %2 记录；你的角色只能修改自己记录的任务</translation>
    </message>
    <message>
        <source>job %1 was recorded by %2; your role lets you delete only your own jobs</source>
        <translation>任务 %1 由 %2 记录；你的角色只能删除自己记录的任务</translation>
    </message>
    <message>
        <source>the team ledger refused this for %1: your role does not allow it (%2)</source>
        <translation>团队账本拒绝了 %1 的这次操作：你的角色没有这个权限（%2）</translation>
    </message>
    <message>
        <source>another client was writing the same jobs at the same moment; nothing was changed, try again</source>
        <translation>另一个客户端正在同时写入相同的任务；未作任何改动，请重试</translation>
    </message>
    <message>
        <source>the database server&apos;s disk is full; nothing was changed</source>
        <translation>数据库服务器磁盘已满；未作任何改动</translation>
    </message>
    <message>
        <source>the local server (socket %1, port %2)</source>
        <translation>本机服务器（套接字 %1，端口 %2）</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 is a database name, %2 a server such as db.example.com:5432</extracomment>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>there is no saved team-ledger connection named &quot;%1&quot; (saved: %2)</source>
        <translation>没有名为“%1”的已保存团队账本连接（已保存的有：%2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>this is not a valid PostgreSQL URI (%1)</source>
        <translation>这不是有效的 PostgreSQL 地址（%1）</translation>
    </message>
    <message>
        <source>unknown TLS mode &quot;%1&quot; (use one of %2)</source>
        <translation>未知的 TLS 模式“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>the URI parameter &quot;%1&quot; is not supported here (supported: host, port, dbname, user, password, sslmode, connect_timeout)</source>
        <translation>这里不支持地址参数“%1”（支持：host、port、dbname、user、password、sslmode、connect_timeout）</translation>
    </message>
    <message>
        <source>the URI parameter &quot;%1&quot; needs a whole number, not &quot;%2&quot;</source>
        <translation>地址参数“%1”需要整数，而不是“%2”</translation>
    </message>
    <message>
        <source>the port must be between 1 and 65535</source>
        <translation>端口必须在 1 到 65535 之间</translation>
    </message>
    <message>
        <source>the URI names no database (postgresql://user@host:5432/DATABASE)</source>
        <translation>地址中没有数据库名（postgresql://用户@主机:5432/数据库）</translation>
    </message>
    <message>
        <source>push copies jobs into a team ledger: give --db a postgresql:// URI or profile:NAME</source>
        <translation>push 只能把任务复制到团队账本：请给 --db 指定 postgresql:// 地址或 profile:名称</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>你的登录名</translation>
    </message>
    <message>
        <source>cannot reach the PostgreSQL server at %1: nothing answered there (%2). Check the host and port, and that the server is running.</source>
        <translation>无法连接 %1 上的 PostgreSQL 服务器：那里没有任何响应（%2）。请检查主机和端口，并确认服务器正在运行。</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 did not answer within %2 s; it may be down or behind a firewall</source>
        <translation>%1 上的 PostgreSQL 服务器在 %2 秒内没有应答；它可能已停机或被防火墙挡住</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 asks for a password for %2, and none was given (~/.pgpass, PGPASSWORD or the password field)</source>
        <translation>%1 上的 PostgreSQL 服务器要求 %2 提供密码，但没有给出（~/.pgpass、PGPASSWORD 或密码栏）</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 refused the login of %2: wrong password or user, or no access for this address (%3)</source>
        <translation>%1 上的 PostgreSQL 服务器拒绝了 %2 的登录：密码或用户名错误，或这个地址没有访问权限（%3）</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 has no database named &quot;%2&quot;; ask the administrator to create it</source>
        <translation>%1 上的 PostgreSQL 服务器没有名为“%2”的数据库；请让管理员创建</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 refused the encrypted connection that TLS mode &quot;%2&quot; demands (%3)</source>
        <translation>%1 上的 PostgreSQL 服务器无法建立 TLS 模式“%2”所要求的加密连接（%3）</translation>
    </message>
    <message>
        <source>the server at %1 runs %2; RentPlan needs PostgreSQL 12 or newer</source>
        <translation>%1 上运行的是 %2；RentPlan 需要 PostgreSQL 12 或更新版本</translation>
    </message>
    <message>
        <source>the database &quot;%1&quot; on %2 already holds other tables and is not a RentPlan ledger; it was left untouched</source>
        <translation>%2 上的数据库“%1”已有其他表，不是 RentPlan 账本；未作任何改动</translation>
    </message>
    <message>
        <source>the database &quot;%1&quot; on %2 is empty; create the ledger in it with: rentplan ledger --db %3 init</source>
        <translation>%2 上的数据库“%1”是空的；请用以下命令在其中创建账本：rentplan ledger --db %3 init</translation>
    </message>
    <message>
        <source>the team ledger &quot;%1&quot; on %2 was written by a newer RentPlan (schema version %3; this version reads up to %4). It was left unchanged; please update RentPlan.</source>
        <translation>%2 上的团队账本“%1”由更新版本的 RentPlan 写入（结构版本 %3；当前版本最高只能读取 %4）。未作任何改动，请更新 RentPlan。</translation>
    </message>
    <message>
        <source>lost the connection to the PostgreSQL server at %1 (%2); nothing more was written. Reconnect when the server is back.</source>
        <translation>与 %1 上 PostgreSQL 服务器的连接已断开（%2）；之后没有再写入任何内容。等服务器恢复后请重新连接。</translation>
    </message>
    <message>
        <source>PostgreSQL server at %1: %2</source>
        <translation>%1 上的 PostgreSQL 服务器：%2</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL, Debian package libqt6sql6-psql) is not installed</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动（QPSQL，Debian 软件包 libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>Connected to PostgreSQL %1 at %2 as %3.</source>
        <translation>已以 %3 身份连接到 %2 上的 PostgreSQL %1。</translation>
    </message>
    <message numerus="yes">
        <source>The database &quot;%1&quot; holds a RentPlan team ledger with %n job(s).</source>
        <translation>
            <numerusform>数据库“%1”是一个 RentPlan 团队账本，共有 %n 个任务。</numerusform>
        </translation>
    </message>
    <message>
        <source>holds a zero byte (NUL), which a ledger cannot store</source>
        <translation>含有零字节（NUL），账本无法保存</translation>
    </message>
    <message>
        <source>the commit to be confirmed (so it may or may not have been saved: look before you repeat it)</source>
        <translation>服务器确认提交（因此可能已保存，也可能没有：重做之前请先查看）</translation>
    </message>
    <message>
        <source>the answer to %1</source>
        <translation>%1 的回应</translation>
    </message>
    <message>
        <source>no connection to the server</source>
        <translation>与服务器没有连接</translation>
    </message>
    <message>
        <source>a PostgreSQL URI starts with postgresql:// (for example postgresql://alice@db.example.com:5432/rentplan)</source>
        <translation>PostgreSQL URI 以 postgresql:// 开头（例如 postgresql://alice@db.example.com:5432/rentplan）</translation>
    </message>
    <message>
        <source>this is the team ledger being pushed into (%1): the same server and database. Pushing a ledger into itself would add every job again; nothing was pushed. Give --from your personal ledger file.</source>
        <translation>这就是要推送进去的团队账本（%1）：同一台服务器、同一个数据库。把账本推送给它自己会把每个任务再加一遍；没有推送任何内容。请用 --from 指定你的个人账本文件。</translation>
    </message>
    <message>
        <source>this is the ledger being pushed into (the same file as %1); pushing a ledger into itself would add every job again, so nothing was pushed</source>
        <translation>这就是要推送进去的账本（与 %1 是同一个文件）；把账本推送给它自己会把每个任务再加一遍，因此没有推送任何内容</translation>
    </message>
    <message>
        <source>the server to take the imported rows</source>
        <translation>服务器接收导入的行</translation>
    </message>
    <message>
        <source>something answers at %1, but not in the PostgreSQL protocol (%2): another service, such as a web server, listens on that port. Check the host and port.</source>
        <translation>%1 有程序应答，但说的不是 PostgreSQL 协议（%2）：该端口上监听的是别的服务，例如网页服务器。请检查主机和端口。</translation>
    </message>
    <message>
        <source>the team ledger on %1 is locked by another session (VACUUM FULL, LOCK TABLE or a long transaction does this): RentPlan waited %2 s for the lock and gave up; nothing was changed. Try again when that session has finished.</source>
        <translation>%1 上的团队账本被另一个会话锁住（VACUUM FULL、LOCK TABLE 或长时间未结束的事务会这样）：RentPlan 等了 %2 秒仍未拿到锁，已放弃；没有做任何修改。请等那个会话结束后再试。</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 stopped the statement after %2 s (statement_timeout) while it was still working; nothing was changed</source>
        <translation>%1 的 PostgreSQL 服务器在语句执行 %2 秒后将其终止（statement_timeout），当时它仍在运行；没有做任何修改</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 stopped answering: no reply for %2 s while RentPlan waited for %3. The connection was closed; what was not committed was not saved.</source>
        <translation>%1 的 PostgreSQL 服务器不再应答：RentPlan 等待 %3 时，%2 秒内没有任何回复。连接已关闭；尚未提交的内容没有保存。</translation>
    </message>
    <message>
        <source>the session to start</source>
        <translation>会话启动</translation>
    </message>
    <message>
        <source>the connection to open</source>
        <translation>连接建立</translation>
    </message>
    <message>
        <source>you stopped waiting for the PostgreSQL server at %1 (RentPlan was waiting for %2). The connection was closed; what was not committed was not saved.</source>
        <translation>你停止了对 %1 的 PostgreSQL 服务器的等待（RentPlan 当时在等待 %2）。连接已关闭；尚未提交的内容没有保存。</translation>
    </message>
    <message>
        <source>the list of the database&apos;s tables</source>
        <translation>数据库的表清单</translation>
    </message>
    <message>
        <source>upgrading the team ledger from schema version %1 to %2 failed and was undone (%3). The owner of its tables (whoever ran &quot;rentplan ledger init&quot;) upgrades it by opening it once.</source>
        <translation>团队账本从结构版本 %1 升级到 %2 失败，已撤销（%3）。请由其数据表的所有者（当初运行 &quot;rentplan ledger init&quot; 的人）打开一次账本来完成升级。</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>Add job %1 on %2</source>
        <translation>添加 %2 的 %1 任务</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n job(s)</source>
        <translation>
            <numerusform>删除 %n 个任务</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit job %1 on %2</source>
        <translation>编辑 %2 的 %1 任务</translation>
    </message>
    <message>
        <source>Open Team Ledger</source>
        <translation>打开团队账本</translation>
    </message>
    <message>
        <source>The database &quot;%1&quot; on %2 is empty. Create a team ledger in it?</source>
        <translation>%2 上的数据库“%1”是空的。要在其中创建团队账本吗？</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>你的登录名</translation>
    </message>
    <message>
        <source>Type the password of %1 again, or cancel.</source>
        <translation>请重新输入 %1 的密码，或取消。</translation>
    </message>
    <message>
        <source>%1 asks for the password of %2.</source>
        <translation>%1 需要 %2 的密码。</translation>
    </message>
    <message>
        <source>Team Ledger Password</source>
        <translation>团队账本密码</translation>
    </message>
    <message>
        <source>The password could not be kept in the desktop keyring (%1). RentPlan will ask for it next time.</source>
        <translation>密码未能保存到桌面密钥环（%1）。下次打开时 RentPlan 会再询问。</translation>
    </message>
    <message>
        <source>Team Ledger</source>
        <translation>团队账本</translation>
    </message>
    <message>
        <source>Waiting for the team ledger %1…
Cancel closes the connection; what was not saved stays unsaved, and Reconnect opens it again.</source>
        <translation>正在等待团队账本 %1……
取消会关闭连接；尚未保存的内容不会保存，之后可用“重新连接”再次打开。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>LibPq</name>
    <message>
        <source>PostgreSQL&apos;s client library has no %1</source>
        <translation>PostgreSQL 客户端库中没有 %1</translation>
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
    <message>
        <source>Context (%1 tokens) × batch (%2) gives more than 64 PiB of activations or KV cache per GPU, beyond what RentPlan computes with.</source>
        <translation>上下文（%1 个 token）× 批次（%2）使每张 GPU 的激活或 KV 缓存超过 64 PiB，超出 RentPlan 的计算范围。</translation>
    </message>
    <message>
        <source>The model&apos;s %1 parameters need more than 64 PiB per GPU, beyond what RentPlan computes with.</source>
        <translation>该模型的 %1 个参数在每张 GPU 上需要超过 64 PiB，超出 RentPlan 的计算范围。</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
</context>
<context>
    <name>OfferCsv</name>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>the header names no key here</source>
        <translation>表头在此处没有键名</translation>
    </message>
    <message>
        <source>more cells than the header names</source>
        <translation>单元格数多于表头的列数</translation>
    </message>
    <message>
        <source>the file is empty; the first line must name the columns</source>
        <translation>文件为空；第一行必须是列名</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>is a symbolic link to a file that does not exist, so nothing was written</source>
        <translation>是指向不存在文件的符号链接，因此未写入任何内容</translation>
    </message>
    <message>
        <source>; nothing was written</source>
        <translation>；未写入任何内容</translation>
    </message>
    <message>
        <source>not a regular file (a folder, socket or disk device), so nothing was written</source>
        <translation>不是普通文件（而是文件夹、套接字或磁盘设备），因此未写入任何内容</translation>
    </message>
    <message>
        <source>is a pipe nothing reads from, so nothing was written</source>
        <translation>是一个没有读取方的管道，因此未写入任何内容</translation>
    </message>
</context>
<context>
    <name>OverwriteCheck</name>
    <message>
        <source>is the file being read (%1), so it was not replaced; choose another name</source>
        <translation>正是要读取的文件（%1），因此没有被替换；请换一个文件名</translation>
    </message>
    <message>
        <source>exists and is not a %1, so it was not replaced; give --force to replace it</source>
        <translation>已存在且不是 %1，因此没有被替换；如确要替换，请加 --force</translation>
    </message>
</context>
<context>
    <name>OwnedStrategies</name>
    <message>
        <source>&quot;%1&quot; cannot run on the owned %2: %3</source>
        <translation>“%1”无法在自有的 %2 上运行：%3</translation>
    </message>
</context>
<context>
    <name>PasswordStore</name>
    <message numerus="yes">
        <source>the desktop keyring did not answer within %n second(s)</source>
        <translation>
            <numerusform>桌面密钥环在 %n 秒内没有响应</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PdfFile</name>
    <message>
        <source>the PDF could not be read: %1</source>
        <translation>无法读取该 PDF：%1</translation>
    </message>
    <message>
        <source>the PDF could not be written: %1</source>
        <translation>无法写出该 PDF：%1</translation>
    </message>
    <message>
        <source>could not add the bookmarks: %1</source>
        <translation>无法添加书签：%1</translation>
    </message>
</context>
<context>
    <name>PdfOutline</name>
    <message>
        <source>the PDF&apos;s page tree could not be read</source>
        <translation>无法读取 PDF 的页面树</translation>
    </message>
    <message>
        <source>bookmark &quot;%1&quot; points at page %2 of %3</source>
        <translation>书签“%1”指向第 %2 页，但文档只有 %3 页</translation>
    </message>
    <message>
        <source>the PDF could not take the bookmarks: %1</source>
        <translation>无法在 PDF 中加入书签：%1</translation>
    </message>
</context>
<context>
    <name>PhaseBillingAnalyzer</name>
    <message>
        <source>No offer of the plan can finish &quot;%1&quot;: %2 %3.</source>
        <translation>计划中没有报价能完成“%1”：%2 %3。</translation>
    </message>
    <message>
        <source>Add an offer of a GPU to see what finishing &quot;%1&quot; costs.</source>
        <translation>添加一个 GPU 报价，才能看到完成“%1”要花多少钱。</translation>
    </message>
    <message>
        <source>To finish &quot;%1&quot;, %2 is the only offer that runs it: %3 in %4 for %5.</source>
        <translation>要完成“%1”，只有 %2 能运行：%3，用时 %4，费用 %5。</translation>
    </message>
    <message>
        <source>To finish &quot;%1&quot;, %2 is cheapest: %3 in %4 for %5, %6 less than %7 (%8 in %9).</source>
        <translation>要完成“%1”，%2 最便宜：%3，用时 %4，费用 %5，比 %7（%8，用时 %9）少 %6。</translation>
    </message>
    <message>
        <source>The phase&apos;s hours are typed: every offer of its card is priced at the same %1, whatever its speed, and other cards cannot be compared until the phase has a workload.</source>
        <translation>该阶段的工时是手填的：它所用显卡的每个报价都按同样的 %1 计价，不论快慢；给阶段设置工作负载之前，无法与其他显卡比较。</translation>
    </message>
    <message>
        <source>The phase&apos;s hours come from its data and throughput: every card is priced at the same %1.</source>
        <translation>该阶段的工时由数据量和处理速度得出：每种显卡都按同样的 %1 计价。</translation>
    </message>
    <message>
        <source>Each offer is costed to finish the phase: its own card&apos;s hours, with the fewest cards that run the model on its machines and the split they run with.</source>
        <translation>每个报价都按完成该阶段的费用计算：用它自己那种显卡所需的工时，取在其机器上能运行模型的最少卡数，以及这些卡的并行切分方式。</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2（%3）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 finishes &quot;%2&quot; on %3 in %4 for %5.</source>
        <translation>%1 用 %3 完成“%2”，用时 %4，费用 %5。</translation>
    </message>
    <message>
        <source>%1 finishes on %2 in %3 for %4</source>
        <translation>%1：%2 完成，用时 %3，费用 %4</translation>
    </message>
    <message>
        <source>Cannot run it: %1.</source>
        <translation>无法运行：%1。</translation>
    </message>
    <message>
        <source>buying %1 for this phase</source>
        <translation>为本阶段购买 %1</translation>
    </message>
    <message>
        <source>Buying %1 for &quot;%2&quot; alone finishes it in %3 for %4, after resale; the Planner weighs owning over the whole project.</source>
        <translation>只为“%2”购买 %1，用时 %3 完成，扣除转售后费用 %4；是否自购要在规划页按整个项目权衡。</translation>
    </message>
    <message>
        <source>buying %1 finishes in %2 for %3 (this phase alone)</source>
        <translation>购买 %1：用时 %2 完成，费用 %3（仅本阶段）</translation>
    </message>
    <message>
        <source>No offer that runs &quot;%1&quot; has a price yet: type the prices you were quoted to see what finishing it costs.</source>
        <translation>能运行“%1”的报价都还没有价格：填入你拿到的报价价格，即可看到完成它的费用。</translation>
    </message>
</context>
<context>
    <name>PhaseKinds</name>
    <message>
        <source>data preparation</source>
        <translation>数据准备</translation>
    </message>
    <message>
        <source>trial runs</source>
        <translation>试跑</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>全量训练</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>评测</translation>
    </message>
    <message>
        <source>inference service</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>exploring</source>
        <translation>探索型</translation>
    </message>
    <message>
        <source>baseline plus peaks</source>
        <translation>基线加峰值</translation>
    </message>
    <message>
        <source>training platform</source>
        <translation>训练平台</translation>
    </message>
    <message>
        <source>set for this kind of phase in the plan</source>
        <translation>计划中为这类阶段单独设定</translation>
    </message>
    <message>
        <source>mostly CPU work: the cards wait on loading and cleaning</source>
        <translation>以 CPU 工作为主：显卡要等数据加载和清洗</translation>
    </message>
    <message>
        <source>short runs with a team that queues the next one</source>
        <translation>短时运行，团队会把下一次排好队</translation>
    </message>
    <message>
        <source>cards wait while people read results and change settings</source>
        <translation>人看结果、改参数时显卡在等待</translation>
    </message>
    <message>
        <source>one long run; checkpoints and restarts take the rest</source>
        <translation>一次长时间运行；其余时间花在保存检查点和重启上</translation>
    </message>
    <message>
        <source>benchmark suites run back to back</source>
        <translation>评测集一个接一个地跑</translation>
    </message>
    <message>
        <source>cards wait between rounds while results are read</source>
        <translation>两轮之间看结果时显卡在等待</translation>
    </message>
    <message>
        <source>traffic comes and goes over the day</source>
        <translation>一天中请求量时多时少</translation>
    </message>
    <message>
        <source>steady traffic from a team that depends on it</source>
        <translation>依赖它的团队带来稳定的请求量</translation>
    </message>
    <message>
        <source>no default: the phase is assumed to compute all the time</source>
        <translation>没有默认值：假定该阶段一直在计算</translation>
    </message>
</context>
<context>
    <name>PhaseTemplates</name>
    <message>
        <source>Data preparation</source>
        <translation>数据准备</translation>
    </message>
    <message>
        <source>Trial runs</source>
        <translation>试跑</translation>
    </message>
    <message>
        <source>Full training</source>
        <translation>全量训练</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评测</translation>
    </message>
    <message>
        <source>New phase</source>
        <translation>新阶段</translation>
    </message>
</context>
<context>
    <name>PlanEvaluation</name>
    <message>
        <source>buying the hardware</source>
        <translation>购买硬件</translation>
    </message>
    <message numerus="yes">
        <source>Add an offer or a self-build to see what %1 on %n card(s) costs.</source>
        <translation>
            <numerusform>添加报价或自建硬件，即可查看 %n 张显卡运行 %1 的费用。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %1 on %n card(s), %2 is the only way to pay that finishes the job: %3.</source>
        <translation>
            <numerusform>%n 张显卡运行 %1 时，唯一能完成该任务的付费方式是“%2”，费用为 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>; it stays the cheapest from %1 to %2</source>
        <translation>；在 %1 到 %2 之间它始终最便宜</translation>
    </message>
    <message>
        <source>; it stays the cheapest up to %1</source>
        <translation>；在 %1 以内它始终最便宜</translation>
    </message>
    <message>
        <source>; it is the cheapest from %1 on</source>
        <translation>；从 %1 起它都是最便宜的</translation>
    </message>
    <message>
        <source>; it is the cheapest at any duration up to 3 years</source>
        <translation>；在 3 年以内的任意时长下它都是最便宜的</translation>
    </message>
    <message numerus="yes">
        <source>For %1 on %n card(s), %2 is cheapest at %3, %4 less than %5%6.</source>
        <translation>
            <numerusform>%n 张显卡运行 %1 时，“%2”最便宜，费用为 %3，比“%5”少 %4%6。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n-card machines</source>
        <translation>
            <numerusform>%1，每台 %n 卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every card is priced at the same %1 on %n card(s), whatever its speed: a faster card would finish sooner.</source>
        <translation>
            <numerusform>每种显卡都按同样的 %1、%n 张卡计价，不论快慢：更快的卡其实会更早完成。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, CPU machines</source>
        <translation>%1，CPU 机器</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Not compared until it has a price: %1.</source>
        <translation>
            <numerusform>有价格之前不参与比较：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No offer has a price yet: type the prices you were quoted to see what %1 on %n card(s) costs.</source>
        <translation>
            <numerusform>还没有任何报价有价格：填入你拿到的报价价格，即可看到 %n 张卡用 %1 的费用。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanFormat</name>
    <message>
        <source>version %1 was written by a newer RentPlan; this one reads version %2</source>
        <translation>文件格式版本 %1 由较新的 RentPlan 写入；当前程序只能读取版本 %2</translation>
    </message>
    <message>
        <source>must be a short currency code or symbol, such as CNY or USD</source>
        <translation>必须是简短的币种代码或符号，如 CNY 或 USD</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another offer</source>
        <translation>“%1”已被其他报价使用</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;)</source>
        <translation>未知显卡“%1”（参见“rentplan cards”）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>unknown mode &quot;%1&quot;; expected one of: %2</source>
        <translation>未知计费方式“%1”，可选值：%2</translation>
    </message>
    <message>
        <source>must be 0 (billed exactly) or at least one second (%1 h)</source>
        <translation>必须为 0（按实际时长计费）或不少于 1 秒（%1 小时）</translation>
    </message>
    <message>
        <source>unknown refund &quot;%1&quot;; expected none or prorata</source>
        <translation>未知退款方式“%1”，应为 none 或 prorata</translation>
    </message>
    <message>
        <source>must be longer than checkpoint_minutes, since an interruption during a save loses the save too</source>
        <translation>必须大于 checkpoint_minutes，因为保存过程中一旦中断，这次保存也会丢失</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found &quot;%1&quot;</source>
        <translation>应为 YYYY-MM-DD 格式的日期，实际为“%1”</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;; expected one of: %2</source>
        <translation>未知类型“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;, or &quot;none&quot; for no GPU)</source>
        <translation>未知显卡“%1”（见“rentplan cards”，不用 GPU 时填“none”）</translation>
    </message>
    <message>
        <source>a phase on a GPU needs at least one card</source>
        <translation>使用 GPU 的阶段至少需要一张卡</translation>
    </message>
    <message>
        <source>must be above zero</source>
        <translation>必须大于零</translation>
    </message>
    <message>
        <source>give either &quot;hours&quot; or a &quot;workload&quot; to derive them from</source>
        <translation>请给出“hours”，或给出用于推算时长的“workload”</translation>
    </message>
    <message>
        <source>a model workload needs a GPU card</source>
        <translation>模型工作量需要 GPU 显卡</translation>
    </message>
    <message>
        <source>must be above 0 and at most 1</source>
        <translation>必须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>unknown offer &quot;%1&quot;</source>
        <translation>未知报价“%1”</translation>
    </message>
    <message>
        <source>offer &quot;%1&quot; rents %2, but the phase runs on %3</source>
        <translation>报价“%1”租的是 %2，但该阶段使用 %3</translation>
    </message>
    <message>
        <source>starts before the project start (day 0)</source>
        <translation>早于项目开始日（第 0 天）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another phase</source>
        <translation>“%1”已被另一个阶段使用</translation>
    </message>
    <message>
        <source>a deadline needs a start date</source>
        <translation>设置截止日期需要先设置开始日期</translation>
    </message>
    <message>
        <source>is before the start date</source>
        <translation>早于开始日期</translation>
    </message>
    <message>
        <source>unknown profile &quot;%1&quot;; expected one of: %2</source>
        <translation>未知团队类型“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names another scenario</source>
        <translation>“%1”与另一个情景重名</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation>未知取值“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date like 2026-12-31</source>
        <translation>“%1”不是 2026-12-31 这样的日期</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;; known: %2</source>
        <translation>未知模型“%1”；可选：%2</translation>
    </message>
    <message>
        <source>expected a count such as 7e9 or &quot;7B&quot;</source>
        <translation>应为参数量，例如 7e9 或“7B”</translation>
    </message>
    <message>
        <source>give exactly one of: &quot;tokens&quot; (training), &quot;tokens_in&quot;/&quot;tokens_out&quot; (inference or evaluation), &quot;data_gb&quot; (data preparation)</source>
        <translation>只能给出以下一项：“tokens”（训练）、“tokens_in”/“tokens_out”（推理或评测）、“data_gb”（数据准备）</translation>
    </message>
    <message>
        <source>give the model either as &quot;model&quot; (a preset) or as &quot;params&quot; (a count)</source>
        <translation>请用“model”（预设）或“params”（参数量）之一给出模型</translation>
    </message>
    <message>
        <source>training tokens need a training task (full, lora or qlora)</source>
        <translation>训练 token 数需要训练任务（full、lora 或 qlora）</translation>
    </message>
    <message>
        <source>tokens in and out need the inference task</source>
        <translation>输入输出 token 数需要推理任务</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another quote</source>
        <translation>“%1”已被另一份报价使用</translation>
    </message>
    <message>
        <source>%1 is not a valid value for this setting (see rentplan estimate --help)</source>
        <translation>%1 不是此项设置的有效取值（见 rentplan estimate --help）</translation>
    </message>
    <message>
        <source>no &quot;format&quot;</source>
        <translation>没有 &quot;format&quot; 字段</translation>
    </message>
    <message>
        <source>this is not a RentPlan plan (.rentplan JSON): expected &quot;%1&quot;, found %2</source>
        <translation>这不是 RentPlan 计划（.rentplan JSON 文件）：应为 &quot;%1&quot;，实际是 %2</translation>
    </message>
    <message>
        <source>this is not a RentPlan plan (.rentplan JSON, starting with &quot;{&quot;)</source>
        <translation>这不是 RentPlan 计划（计划是以 &quot;{&quot; 开头的 .rentplan JSON 文件）</translation>
    </message>
    <message>
        <source>; it looks like a CSV table: a quote sheet is imported into a plan (Billing → Import CSV), a list of jobs into the ledger</source>
        <translation>；它看起来是一张 CSV 表格：报价表应导入到计划中（计费 → 导入 CSV），任务列表应导入到账本中</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a MIG profile like 1g.10gb or 3g.40gb</source>
        <translation>“%1”不是 MIG 规格，应类似 1g.10gb 或 3g.40gb</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (see &quot;rentplan cards&quot;, or &quot;none&quot; for a CPU machine)</source>
        <translation>未知显卡“%1”（见 &quot;rentplan cards&quot;；CPU 机器请写 &quot;none&quot;）</translation>
    </message>
    <message>
        <source>unknown fabric &quot;%1&quot;; expected one of: %2</source>
        <translation>未知的机间网络“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>unknown phase kind &quot;%1&quot;; expected one of: %2</source>
        <translation>未知的阶段类型“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>gives %1 hours per run at its throughput, more than the %2 hours a phase may last; check its size</source>
        <translation>按其处理速度每轮需要 %1 小时，超过一个阶段最多 %2 小时的上限；请检查数据量</translation>
    </message>
    <message>
        <source>gives %1 hours per run on %2 × %3, more than the %4 hours a phase may last; check its tokens</source>
        <translation>在 %2 × %3 上每轮需要 %1 小时，超过一个阶段最多 %4 小时的上限；请检查 token 数</translation>
    </message>
    <message>
        <source>%1 offers on %2 phases are %3 comparisons; RentPlan is built for at most %4: keep the offers that matter in this plan</source>
        <translation>%1 条报价 × %2 个阶段，共 %3 次比较；RentPlan 最多支持 %4 次：请只在此计划中保留需要比较的报价</translation>
    </message>
    <message>
        <source>%1 quotes on %2 phases are %3 comparisons; RentPlan is built for at most %4: split the quotes over several plans</source>
        <translation>%1 份供应商报价 × %2 个阶段，共 %3 次比较；RentPlan 最多支持 %4 次：请把这些报价分到几个计划中</translation>
    </message>
    <message>
        <source>%1 is not between 0 and 1 (a rate of 6 % is written 0.06)</source>
        <translation>%1 不在 0 到 1 之间（6 % 的税率写作 0.06）</translation>
    </message>
    <message>
        <source>must be one line, without line breaks or control characters</source>
        <translation>必须是一行文字，不能含换行或控制字符</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are accepted</source>
        <translation>长 %1 个字符；最多接受 %2 个</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>%1 is below low (%2)</source>
        <translation>%1 小于 low（%2）</translation>
    </message>
    <message>
        <source>%1 is below mode (%2)</source>
        <translation>%1 小于 mode（%2）</translation>
    </message>
    <message>
        <source>must be below 1: a run that always fails never ends</source>
        <translation>必须小于 1：每次都失败的运行永远不会结束</translation>
    </message>
    <message>
        <source>belongs to the whole project: state it in project.uncertainty</source>
        <translation>属于整个项目：请写在 project.uncertainty 中</translation>
    </message>
</context>
<context>
    <name>PrivateModule</name>
    <message>
        <source>this part of RentPlan is not installed: reinstall RentPlan</source>
        <translation>RentPlan 的这一部分没有安装：请重新安装 RentPlan</translation>
    </message>
    <message>
        <source>not one of RentPlan&apos;s libraries (no %1)</source>
        <translation>不是 RentPlan 的库（没有 %1）</translation>
    </message>
    <message>
        <source>the library is version %1, the program %2: reinstall RentPlan</source>
        <translation>该库的版本是 %1，程序的版本是 %2：请重新安装 RentPlan</translation>
    </message>
</context>
<context>
    <name>ProcurementTermsText</name>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>tax rate %1; whether the prices include it is not stated</source>
        <translation>税率 %1；未写明价格是否含税</translation>
    </message>
    <message>
        <source>State whether the quoted prices include tax at %1.</source>
        <translation>请写明所报价格是否已含 %1 的税。</translation>
    </message>
    <message>
        <source>prices include tax (%1)</source>
        <translation>价格含税（%1）</translation>
    </message>
    <message>
        <source>prices include tax</source>
        <translation>价格含税</translation>
    </message>
    <message>
        <source>Quote prices with tax at %1 included.</source>
        <translation>报含税价，税率 %1。</translation>
    </message>
    <message>
        <source>Quote prices with tax included, and state its rate.</source>
        <translation>报含税价，并写明税率。</translation>
    </message>
    <message>
        <source>prices exclude tax (VAT %1)</source>
        <translation>价格不含税（增值税 %1）</translation>
    </message>
    <message>
        <source>prices exclude tax (rate not stated)</source>
        <translation>价格不含税（未写明税率）</translation>
    </message>
    <message>
        <source>Quote prices without tax; tax at %1 is added on the invoice.</source>
        <translation>报不含税价；开票时另加 %1 的税。</translation>
    </message>
    <message>
        <source>Quote prices without tax, and state the rate added on the invoice.</source>
        <translation>报不含税价，并写明开票时另加的税率。</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>付款条件</translation>
    </message>
    <message>
        <source>Payment on these terms: %1</source>
        <translation>按以下条件付款：%1</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>The machines are located in: %1</source>
        <translation>机器所在地：%1</translation>
    </message>
    <message>
        <source>Data residency</source>
        <translation>数据存放地</translation>
    </message>
    <message>
        <source>The data, its copies and backups stay where required: %1</source>
        <translation>数据及其副本和备份存放在要求的地方：%1</translation>
    </message>
    <message>
        <source>Quotes must stay valid until</source>
        <translation>报价须有效至</translation>
    </message>
    <message>
        <source>The quote stays valid until %1 at least.</source>
        <translation>报价至少有效至 %1。</translation>
    </message>
    <message>
        <source>Procurement terms</source>
        <translation>采购条款</translation>
    </message>
    <message>
        <source>not stated in the plan (project.tax_included, tax_rate, payment_terms, region, data_residency, quote_valid_until)</source>
        <translation>计划中未写明（project.tax_included、tax_rate、payment_terms、region、data_residency、quote_valid_until）</translation>
    </message>
    <message>
        <source>With %1 tax: %2</source>
        <translation>含 %1 税：%2</translation>
    </message>
    <message>
        <source>The prices include tax (%1): the budget needs no tax added.</source>
        <translation>价格已含税（%1）：预算无需另加税。</translation>
    </message>
    <message>
        <source>The prices include tax: the budget needs no tax added.</source>
        <translation>价格已含税：预算无需另加税。</translation>
    </message>
    <message>
        <source>The prices exclude tax, at a rate the plan does not state (project.tax_rate): add it to the budget.</source>
        <translation>价格不含税，计划未写明税率（project.tax_rate）：请把税另加到预算中。</translation>
    </message>
</context>
<context>
    <name>ProjectPlanner</name>
    <message>
        <source>the plan has no scenario &quot;%1&quot;</source>
        <translation>计划中没有情景“%1”</translation>
    </message>
    <message>
        <source>unknown scenario &quot;%1&quot;; the plan has: %2</source>
        <translation>未知情景“%1”；计划中有：%2</translation>
    </message>
    <message>
        <source>no offer rents this card: add a quote</source>
        <translation>没有报价租这种卡：请添加一份报价</translation>
    </message>
    <message numerus="yes">
        <source>the model needs at least %n of these cards</source>
        <translation>
            <numerusform>该模型至少需要 %n 张这种卡</numerusform>
        </translation>
    </message>
    <message>
        <source>no price: add a CPU offer (card &quot;none&quot;) to the plan</source>
        <translation>没有价格：请在计划中添加一个 CPU 报价（card 为 &quot;none&quot;）</translation>
    </message>
    <message>
        <source>offer &quot;%1&quot;: %2</source>
        <translation>报价“%1”：%2</translation>
    </message>
</context>
<context>
    <name>ProjectRecommendation</name>
    <message>
        <source>rent per phase</source>
        <translation>按阶段租用</translation>
    </message>
    <message>
        <source>buy for the peak</source>
        <translation>按峰值购买</translation>
    </message>
    <message>
        <source>own a baseline, rent the peaks</source>
        <translation>自有基线、租用峰值</translation>
    </message>
    <message>
        <source>Add phases to see what the project costs.</source>
        <translation>添加阶段后即可看到项目费用。</translation>
    </message>
    <message>
        <source>Some phases have no offer for their card: add a quote for them before comparing strategies.</source>
        <translation>有些阶段的显卡没有报价：请先为它们添加报价，再比较策略。</translation>
    </message>
    <message>
        <source>Rent each phase: %1 in total. Add self-build figures to compare buying.</source>
        <translation>按阶段租用：合计 %1。填写自建数据后可与购买比较。</translation>
    </message>
    <message>
        <source>Rent each phase: %1. Buying cannot meet the deadline once the %2-day lead time is added.</source>
        <translation>按阶段租用：%1。算上 %2 天的采购周期后，购买赶不上截止日期。</translation>
    </message>
    <message>
        <source>Buying wins even if the hardware sells for nothing at the end.</source>
        <translation>即使硬件最后一文不值，购买也更划算。</translation>
    </message>
    <message>
        <source>This holds while the hardware resells for at least %1 of its price (assumed: %2).</source>
        <translation>只要硬件转售价不低于原价的 %1（当前假设：%2），这一结论就成立。</translation>
    </message>
    <message>
        <source>Buying loses even if the hardware resold for its full price.</source>
        <translation>即使硬件能按原价转售，购买也不划算。</translation>
    </message>
    <message>
        <source>Rent each phase: %1 in total. No phase needs a GPU, so there is nothing to buy.</source>
        <translation>每个阶段都租用：共 %1。没有阶段需要 GPU，因此无需购买硬件。</translation>
    </message>
    <message>
        <source>Owning the baseline wins even if it sells for nothing at the end.</source>
        <translation>即使这些自有卡最后一文不值，自有基线也更划算。</translation>
    </message>
    <message>
        <source>This holds while the owned cards resell for at least %1 of their price (assumed: %2).</source>
        <translation>只要自有卡的转售价不低于原价的 %1（当前假设：%2），这一结论就成立。</translation>
    </message>
    <message>
        <source>This holds while the hardware would resell for less than %1 of its price (assumed: %2).</source>
        <translation>只要硬件转售价低于原价的 %1（当前假设：%2），这一结论就成立。</translation>
    </message>
    <message>
        <source>No strategy meets the deadline. The least late is to %1: %2, %3 days after the deadline day.</source>
        <translation>没有哪种方式能赶上截止日期。拖延最少的是%1：%2，比截止日晚 %3 天。</translation>
    </message>
    <message>
        <source>Rent each phase: %1. Buying cannot run the plan: %2</source>
        <translation>按阶段租用：%1。购买无法运行该计划：%2</translation>
    </message>
    <message>
        <source>Rent each phase: %1, %2 less than buying for the peak, because owned cards would sit idle %3 of the time they are held.</source>
        <translation>按阶段租用：%1，比按峰值购买少 %2，因为自有卡在持有期间有 %3 的时间会闲置。</translation>
    </message>
    <message>
        <source>Buy %1 × %2 (%3 up front) and rent nothing beyond them: %4 net, %5 less than renting every phase.</source>
        <translation>购买 %1 × %2（先期投入 %3），无需额外租用：净成本 %4，比各阶段全部租用少 %5。</translation>
    </message>
    <message numerus="yes">
        <source>Own %1 × %2 (%3 up front) and rent up to %4 more in %n phase(s): %5 net, %6 less than renting every phase.</source>
        <translation>
            <numerusform>自有 %1 × %2（先期投入 %3），并在 %n 个阶段中最多再租 %4 张：净成本 %5，比各阶段全部租用少 %6。</numerusform>
        </translation>
    </message>
    <message>
        <source>Until they arrive after the %1-day lead time, those cards are rented too (%2, in the net).</source>
        <translation>在 %1 天交付期内这些卡到货之前，同样先租用（%2，已计入净成本）。</translation>
    </message>
    <message>
        <source>Buy %1 × %2 (%3 up front): %4 net after resale against %5 for renting each phase, because the owned cards compute %6 of the time they are held.</source>
        <translation>购买 %1 × %2（预付 %3）：转售后净成本 %4，而每个阶段租用需 %5，因为自有卡在持有期内有 %6 的时间在计算。</translation>
    </message>
</context>
<context>
    <name>ProjectSections</name>
    <message>
        <source>a model of %1 B parameters</source>
        <translation>一个 %1 B 参数的模型</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>不用 GPU</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>没有报价</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <source>single card</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>NVLink %1 GB/s</source>
        <translation>NVLink %1 GB/s</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>第 %1 天</translation>
    </message>
    <message>
        <source>Buy for the peak</source>
        <translation>按峰值购买</translation>
    </message>
    <message>
        <source>Own a baseline, rent the peaks</source>
        <translation>自有基线、峰值租用</translation>
    </message>
    <message>
        <source>Rent per phase</source>
        <translation>按阶段租用</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message numerus="yes">
        <source>The project runs %n phase(s) over %1 calendar days and uses %2 card-hours in total.</source>
        <translation>
            <numerusform>项目共 %n 个阶段，历时 %1 个日历日，总计 %2 卡时。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At its peak it needs %n × %1 (%2, %3).</source>
        <translation>
            <numerusform>峰值时需要 %n × %1（%2，%3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>It trains %1 (%2).</source>
        <translation>训练对象为 %1（%2）。</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Contingency (%1)</source>
        <translation>不可预见费（%1）</translation>
    </message>
    <message>
        <source>Total budget</source>
        <translation>预算合计</translation>
    </message>
    <message>
        <source>Calendar: from %1 to %2 (%3 days).</source>
        <translation>日历：%1 至 %2（%3 天）。</translation>
    </message>
    <message>
        <source>Deadline: %1.</source>
        <translation>截止日期：%1。</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <source>When it holds: %1</source>
        <translation>成立条件：%1</translation>
    </message>
    <message>
        <source>Memory sizing</source>
        <translation>显存估算</translation>
    </message>
    <message>
        <source>Memory on one GPU</source>
        <translation>单张 GPU 上的显存</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>每 GPU 的 GiB</translation>
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
        <source>Adapters</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1：%2 GiB</translation>
    </message>
    <message>
        <source>Memory (MiB)</source>
        <translation>显存（MiB）</translation>
    </message>
    <message>
        <source>Fewest cards</source>
        <translation>最少卡数</translation>
    </message>
    <message>
        <source>How they share the work</source>
        <translation>分工方式</translation>
    </message>
    <message>
        <source>Cards that hold this model, with the fewest of each:</source>
        <translation>能放下此模型的显卡及各自的最少卡数：</translation>
    </message>
    <message>
        <source>Phases and timeline</source>
        <translation>阶段与时间线</translation>
    </message>
    <message>
        <source>Cards in use over the project</source>
        <translation>项目期间在用的卡数</translation>
    </message>
    <message>
        <source>Days from the project start</source>
        <translation>距项目开始的天数</translation>
    </message>
    <message>
        <source>Owned cards if bought (%1)</source>
        <translation>购买时的自有卡（%1）</translation>
    </message>
    <message>
        <source>Owned baseline in the hybrid (%1)</source>
        <translation>混合策略的自有基线（%1）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1（%2 × %3）</translation>
    </message>
    <message>
        <source>Storage between phases</source>
        <translation>阶段之间的存储费</translation>
    </message>
    <message>
        <source>Total, rented per phase</source>
        <translation>合计（按阶段租用）</translation>
    </message>
    <message>
        <source>%1 card-hours</source>
        <translation>%1 卡时</translation>
    </message>
    <message>
        <source>Rent, buy or hybrid</source>
        <translation>租、买还是混合</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>总费用（%1）</translation>
    </message>
    <message>
        <source>Buy: bought for the project</source>
        <translation>购买：为本项目购置</translation>
    </message>
    <message>
        <source>Buy: amortized share</source>
        <translation>购买：按使用分摊</translation>
    </message>
    <message numerus="yes">
        <source>Hybrid: own %n card(s)</source>
        <translation>
            <numerusform>混合：自有 %n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Per computing card-hour</source>
        <translation>每计算卡时</translation>
    </message>
    <message>
        <source>Owned-card utilization</source>
        <translation>自有卡利用率</translation>
    </message>
    <message>
        <source>Calendar days</source>
        <translation>日历天数</translation>
    </message>
    <message numerus="yes">
        <source>Buy for the peak (%n card(s))</source>
        <translation>
            <numerusform>按峰值购买（%n 张卡）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Own %n card(s), rent the rest</source>
        <translation>
            <numerusform>自有 %n 张卡，其余租用</numerusform>
        </translation>
    </message>
    <message>
        <source>Hybrid: total cost against owned cards</source>
        <translation>混合策略：总费用随自有卡数的变化</translation>
    </message>
    <message>
        <source>Owned cards (baseline)</source>
        <translation>自有卡数（基线）</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest: own %n card(s), %1</source>
        <translation>
            <numerusform>最省：自有 %n 张卡，%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Owned cards as on the axis, the rest rented</source>
        <translation>自有卡数见横轴，其余租用</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>分配器预留</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止日</translation>
    </message>
    <message>
        <source>%1 days late</source>
        <translation>晚 %1 天</translation>
    </message>
    <message>
        <source>Net cost of the project by strategy</source>
        <translation>各方式下项目的净成本</translation>
    </message>
    <message>
        <source>Net cost after resale (%1)</source>
        <translation>扣除转售后的净成本（%1）</translation>
    </message>
    <message>
        <source>Net cost</source>
        <translation>净成本</translation>
    </message>
    <message>
        <source>Cash up front</source>
        <translation>先期投入</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止日</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Net cost: what the strategy costs once the owned machines are sold at the end of the holding period. Cash up front: what buying them needs before the first phase can start.</source>
        <translation>净成本：持有期结束、自有机器卖掉之后这种方式的总花费。先期投入：第一个阶段开始之前购买机器需要付出的现金。</translation>
    </message>
    <message>
        <source>Buying cannot run the plan: %1</source>
        <translation>购买无法运行该计划：%1</translation>
    </message>
    <message numerus="yes">
        <source>Buying %n machine(s) needs %1 up front and starts %2 days late (lead time). The machines are held %3 months (the project, or the minimum holding period the resale value assumes, if longer) and sold for %4 at the end: %5 net. The owned cards compute %6 of the time they are held.</source>
        <translation>
            <numerusform>购买 %n 台机器需要先期投入 %1，并因交货周期晚 %2 天开工。机器持有 %3 个月（项目周期，或转售价值所假定的最短持有期，取较长者），期满以 %4 卖出：净成本 %5。自有卡在持有期间有 %6 的时间在计算。</numerusform>
        </translation>
    </message>
    <message>
        <source>With that lead time the project ends %1 days after the deadline day.</source>
        <translation>算上交货周期，项目在截止日之后 %1 天才结束。</translation>
    </message>
    <message>
        <source>Owning a baseline cannot run the plan: %1</source>
        <translation>自有基线无法运行该计划：%1</translation>
    </message>
    <message>
        <source>The cheapest baseline owns no card: the hybrid is renting.</source>
        <translation>最省钱的基线是一张卡也不买：混合方式就等于租用。</translation>
    </message>
    <message numerus="yes">
        <source>The hybrid owns %n card(s) for %1 up front, held %2 months,</source>
        <translation>
            <numerusform>混合方式自有 %n 张卡，先期投入 %1，持有 %2 个月，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and rents up to %n more card(s)</source>
        <translation>
            <numerusform>另外最多再租 %n 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n phase(s): %1 net.</source>
        <translation>
            <numerusform>（共 %n 个阶段）：净成本 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>and rents nothing: %1 net.</source>
        <translation>不再租用：净成本 %1。</translation>
    </message>
    <message>
        <source>%1 days to spare</source>
        <translation>余 %1 天</translation>
    </message>
    <message numerus="yes">
        <source>%n owned card(s) bought: cash up front</source>
        <translation>
            <numerusform>购买 %n 张自有卡：先期投入</numerusform>
        </translation>
    </message>
    <message>
        <source>Resale after %1 months</source>
        <translation>%1 个月后转售</translation>
    </message>
    <message>
        <source>Hosting, operations and maintenance over %1 months</source>
        <translation>%1 个月的托管、运维和维保</translation>
    </message>
    <message>
        <source>Energy over %1 months</source>
        <translation>%1 个月的电费</translation>
    </message>
    <message>
        <source>Delay cost of the %1-day lead time</source>
        <translation>%1 天交付周期的延误成本</translation>
    </message>
    <message>
        <source>Phases without GPU, still rented</source>
        <translation>不用 GPU 的阶段，仍然租用</translation>
    </message>
    <message>
        <source>Rented: phases off the owned card and cards beyond the baseline</source>
        <translation>租用部分：不在自有卡上的阶段，以及超出基线的卡</translation>
    </message>
    <message>
        <source>Phase &quot;%1&quot;</source>
        <translation>阶段“%1”</translation>
    </message>
    <message>
        <source>%1 (recommended), the lines above added up</source>
        <translation>%1（推荐），以上各行之和</translation>
    </message>
    <message>
        <source>Phase &quot;%1&quot;: %2, %3, weights %4, context %5 tokens, batch %6, %7.</source>
        <translation>阶段“%1”：%2，%3，权重 %4，上下文 %5 个 token，批大小 %6，%7。</translation>
    </message>
    <message numerus="yes">
        <source>As planned: %n card(s), %1: %2 GiB per card.</source>
        <translation>
            <numerusform>按计划：%n 张卡，%1：每卡 %2 GiB。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As planned: %n card(s)</source>
        <translation>
            <numerusform>按计划：%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest: %1 × %2, %3</source>
        <translation>最少：%1 × %2，%3</translation>
    </message>
    <message>
        <source>Deadline %1, the last day of work:</source>
        <translation>截止日期 %1（最后一个工作日）：</translation>
    </message>
    <message>
        <source>%1 ends %2, %3 days before the end of the deadline day.</source>
        <translation>%1 在 %2 结束，比截止日结束早 %3 天。</translation>
    </message>
    <message>
        <source>%1 ends %2, %3 days after the end of the deadline day: it misses the deadline.</source>
        <translation>%1 在 %2 结束，比截止日结束晚 %3 天：赶不上截止日期。</translation>
    </message>
    <message>
        <source>Rented: the baseline&apos;s cards until they are delivered (%1-day lead time)</source>
        <translation>租用：基线卡到货前的租用（%1 天交付期）</translation>
    </message>
    <message>
        <source>Simulated cost, P50 of %1 futures</source>
        <translation>模拟费用，%1 次模拟的 P50</translation>
    </message>
    <message>
        <source>Simulated cost, P90</source>
        <translation>模拟费用，P90</translation>
    </message>
    <message>
        <source>Budget at %1: it holds in %2 of the simulated futures</source>
        <translation>按 %1 的预算：在 %2 的模拟中够用</translation>
    </message>
    <message>
        <source>Contingency (%1 of the point estimate) for what the plan does not foresee</source>
        <translation>不可预见费（点估计的 %1），应对计划未预见的情况</translation>
    </message>
    <message>
        <source>The recommended strategy meets it in %1 of the simulated futures.</source>
        <translation>推荐策略在 %1 的模拟中能按期完成。</translation>
    </message>
    <message>
        <source>Sharding and offload buffers</source>
        <translation>分片与卸载缓冲区</translation>
    </message>
</context>
<context>
    <name>QuoteChecklist</name>
    <message>
        <source>Form factor</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>%1 × %2, %3 (ask the provider to write the form factor into the quote)</source>
        <translation>%1 × %2，%3（请供应商把形态写进报价单）</translation>
    </message>
    <message>
        <source>The same chip is sold as SXM and as PCIe; only SXM boards carry NVLink.</source>
        <translation>同一颗芯片有 SXM 和 PCIe 两种形态，只有 SXM 板卡带 NVLink。</translation>
    </message>
    <message>
        <source>Not required: each card works on its own job</source>
        <translation>不需要：每张卡各跑各的任务</translation>
    </message>
    <message>
        <source>NVLink between all %1 cards, %2 GB/s per card; not PCIe only</source>
        <translation>全部 %1 张卡之间 NVLink 互联，每卡 %2 GB/s；不能只有 PCIe</translation>
    </message>
    <message>
        <source>%1 has no NVLink: two 4-card NVLink machines can beat one 8-card PCIe machine, or accept PCIe scaling</source>
        <translation>%1 没有 NVLink：两台 4 卡 NVLink 机器可能胜过一台 8 卡 PCIe 机器，否则只能接受 PCIe 的加速比</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>Gradient exchange between cards waits on the link; PCIe gives about 5–6× on 8 cards.</source>
        <translation>卡间梯度同步要等链路；走 PCIe 时 8 张卡大约只有 5–6 倍加速。</translation>
    </message>
    <message>
        <source>CPU cores and RAM per GPU</source>
        <translation>每 GPU 的 CPU 核数与内存</translation>
    </message>
    <message>
        <source>At least %1 CPU cores and %2 GB RAM per machine (%3 cores and %4 GB per GPU)</source>
        <translation>每台机器至少 %1 个 CPU 核、%2 GB 内存（每 GPU %3 核、%4 GB）</translation>
    </message>
    <message>
        <source>Too few cores starve the cards of data; too little RAM makes preprocessing swap.</source>
        <translation>核数太少，数据喂不饱显卡；内存太小，预处理会换页。</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>本地 NVMe</translation>
    </message>
    <message>
        <source>At least %1 GB of local NVMe per machine (model, %2 checkpoints, data set), with its read speed stated</source>
        <translation>每台机器至少 %1 GB 本地 NVMe（模型、%2 个检查点、数据集），并写明读取速度</translation>
    </message>
    <message>
        <source>Training from network storage or a small system disk leaves the cards waiting for input.</source>
        <translation>从网络存储或很小的系统盘读数据训练，显卡会一直等输入。</translation>
    </message>
    <message>
        <source>At least %1 Mbit/s, dedicated, with the traffic allowance and the price per GB beyond it</source>
        <translation>至少 %1 Mbit/s 独享带宽，并写明流量额度和超出部分每 GB 的价格</translation>
    </message>
    <message>
        <source>; between the %1 machines 100 GbE or InfiniBand</source>
        <translation>；%1 台机器之间为 100 GbE 或 InfiniBand</translation>
    </message>
    <message>
        <source>Network bandwidth</source>
        <translation>网络带宽</translation>
    </message>
    <message>
        <source>A shared uplink makes model and data transfers unpredictable; 1 or 10 GbE between machines is too slow for training across them.</source>
        <translation>共享带宽下传模型和数据的速度难以预估；机器之间只有 1 或 10 GbE 时无法跨机训练。</translation>
    </message>
    <message>
        <source>Exclusive GPU</source>
        <translation>独占 GPU</translation>
    </message>
    <message>
        <source>%1 whole %2 cards: no vGPU, MIG mode disabled</source>
        <translation>%1 张完整的 %2：不是 vGPU，MIG 模式关闭</translation>
    </message>
    <message>
        <source>%1 whole %2 cards: no vGPU or shared card</source>
        <translation>%1 张完整的 %2：不是 vGPU，也不与他人共享</translation>
    </message>
    <message>
        <source>A slice or a shared card has less memory and a neighbour&apos;s load.</source>
        <translation>切分实例或共享卡显存更小，还会受邻居负载影响。</translation>
    </message>
    <message>
        <source>Offer &quot;%1&quot; (%2): minimum billed %3 h; storage while stopped %4 per month; </source>
        <translation>报价“%1”（%2）：最少计费 %3 小时；停机时存储费每月 %4；</translation>
    </message>
    <message>
        <source>renewal %1 per card and period; early release: %2</source>
        <translation>续费每卡每周期 %1；提前释放：%2</translation>
    </message>
    <message>
        <source>billing step %1 h</source>
        <translation>计费步长 %1 小时</translation>
    </message>
    <message>
        <source>Ask for the minimum billed time, what a stopped machine costs, the renewal price and the refund on early release</source>
        <translation>问清最少计费时长、停机后的费用、续费价格和提前释放的退款规则</translation>
    </message>
    <message>
        <source>Billing terms</source>
        <translation>计费条款</translation>
    </message>
    <message>
        <source>These terms, not the hourly price, decide what a short or interrupted job costs.</source>
        <translation>短任务或被中断的任务花多少钱，取决于这些条款，而不是小时单价。</translation>
    </message>
    <message>
        <source>Invoice and tax</source>
        <translation>发票与税</translation>
    </message>
    <message>
        <source>Prices in %1 with tax stated; a tax invoice for every bill</source>
        <translation>价格以 %1 计并注明是否含税；每笔账单都能开具发票</translation>
    </message>
    <message>
        <source>Purchasing needs a price that includes tax and an invoice it can book.</source>
        <translation>采购需要含税价格和可以入账的发票。</translation>
    </message>
    <message>
        <source>Data deletion on release</source>
        <translation>释放时的数据删除</translation>
    </message>
    <message>
        <source>Disks wiped on release with written confirmation; data disks not deleted with the instance by default</source>
        <translation>释放时擦除磁盘并提供书面确认；数据盘默认不随实例一起删除</translation>
    </message>
    <message>
        <source>Released instances lose their data, and the provider should not keep a copy.</source>
        <translation>实例释放后数据会丢失，而供应商也不应保留副本。</translation>
    </message>
    <message>
        <source>Monthly availability with compensation that can be claimed; a failed card replaced within a stated time</source>
        <translation>月度可用率承诺及可以实际索赔的赔付；写明故障卡的替换时限</translation>
    </message>
    <message>
        <source> (each day without the machine costs this plan %1)</source>
        <translation>（本计划每缺机一天损失 %1）</translation>
    </message>
    <message>
        <source>SLA and replacement time</source>
        <translation>SLA 与替换时效</translation>
    </message>
    <message>
        <source>An availability percentage means little unless the compensation can be enforced.</source>
        <translation>除非赔偿真能兑现，否则可用率百分比没有多大意义。</translation>
    </message>
</context>
<context>
    <name>QuoteRules</name>
    <message>
        <source>The quote does not say SXM or PCIe: the same card name covers both, and only SXM has NVLink.</source>
        <translation>报价没写明是 SXM 还是 PCIe：同一型号两种形态都有，只有 SXM 带 NVLink。</translation>
    </message>
    <message>
        <source>Ask how the %1 cards are linked (NVSwitch, NVLink bridges or PCIe only); check with nvidia-smi topo -m on delivery.</source>
        <translation>请问清这 %1 张卡如何互联（NVSwitch、NVLink 桥接还是仅 PCIe）；交付时用 nvidia-smi topo -m 核对。</translation>
    </message>
    <message>
        <source>PCIe without NVLink for multi-card training: S(%1) ≈ %2 instead of %3, +%4 % hours. Two NVLinked 4-card machines usually beat one 8-card PCIe machine.</source>
        <translation>多卡训练却只有 PCIe、没有 NVLink：S(%1) ≈ %2 而不是 %3，耗时多 %4 %。两台带 NVLink 的 4 卡机器通常比一台 8 卡 PCIe 机器划算。</translation>
    </message>
    <message>
        <source>The quote does not give the CPU cores; ask for at least %1 (8 per GPU).</source>
        <translation>报价没写 CPU 核数；请要求至少 %1 核（每卡 8 核）。</translation>
    </message>
    <message>
        <source>%1 GB of RAM for %2 GPUs (%3 GB per GPU, below 64): preprocessing will swap.</source>
        <translation>%1 GB 内存配 %2 张 GPU（每卡 %3 GB，低于 64）：数据预处理会换页。</translation>
    </message>
    <message>
        <source>The quote does not give the RAM; ask for 64–128 GB per GPU.</source>
        <translation>报价没写内存；请要求每卡 64–128 GB。</translation>
    </message>
    <message>
        <source>No local NVMe stated: data on network storage slows loading; ask for its size and type.</source>
        <translation>没写本地 NVMe：数据放在网络存储上会拖慢加载；请问清容量和类型。</translation>
    </message>
    <message>
        <source>Shared uplink: moving model files and data sets will vary widely in speed; plan transfers with a margin.</source>
        <translation>共享带宽：传模型文件和数据集时速度波动很大；安排传输时要留余量。</translation>
    </message>
    <message>
        <source>Ask whether the bandwidth is dedicated or shared, and capped by traffic.</source>
        <translation>请问清带宽是独享还是共享，是否限流量。</translation>
    </message>
    <message>
        <source>%1, not whole cards: performance depends on the neighbours, memory is capped and some features are missing.</source>
        <translation>%1，不是整卡：性能受同机租户影响，显存受限，部分底层功能不可用。</translation>
    </message>
    <message>
        <source>vGPU shares</source>
        <translation>vGPU 共享</translation>
    </message>
    <message>
        <source>MIG slices</source>
        <translation>MIG 切分实例</translation>
    </message>
    <message>
        <source>Ask whether the cards are whole and exclusive (no vGPU or MIG slices).</source>
        <translation>请确认是否整卡独占（不是 vGPU 或 MIG 切分）。</translation>
    </message>
    <message>
        <source>Storage billed while stopped: +%1 per month.</source>
        <translation>停机后仍计存储费：每月多 %1。</translation>
    </message>
    <message>
        <source>GPU time is billed even while stopped: only releasing the machine ends the charge.</source>
        <translation>停机后仍计 GPU 费用：只有释放实例才停止计费。</translation>
    </message>
    <message>
        <source>Ask what is still billed while the machine is stopped.</source>
        <translation>请问清停机后还收哪些费用。</translation>
    </message>
    <message>
        <source>No refund on early release: a %1 period is paid in full even if the work ends sooner.</source>
        <translation>提前释放不退款：即使提前完工，%1 的整个周期也要全额付费。</translation>
    </message>
    <message>
        <source>Renewal costs %1 % more than the first period.</source>
        <translation>续费比首个周期贵 %1 %。</translation>
    </message>
    <message>
        <source>At least %1 h are billed per start: short runs cost that much anyway.</source>
        <translation>每次开机至少计费 %1 小时：短任务也要按这么多付费。</translation>
    </message>
    <message>
        <source>No tax invoice: a company purchase may not be able to pay it.</source>
        <translation>不能开发票：企业采购可能无法报销。</translation>
    </message>
    <message>
        <source>Ask whether prices include tax and a tax invoice can be issued.</source>
        <translation>请问清价格是否含税、能否开发票。</translation>
    </message>
    <message>
        <source>The provider does not promise to wipe the disks on release: keep secrets off them or wipe them yourself.</source>
        <translation>平台不承诺释放时清除磁盘数据：敏感数据不要放上去，或自己清除。</translation>
    </message>
    <message>
        <source>Ask how data is destroyed on release, and whether disks are encrypted.</source>
        <translation>请问清释放后数据如何销毁，是否提供磁盘加密。</translation>
    </message>
    <message>
        <source>Ask for the monthly availability promised, the compensation, and how fast a failed card or machine is replaced.</source>
        <translation>请问清月度可用率承诺、赔付方式，以及坏卡或坏机多久能更换。</translation>
    </message>
    <message numerus="yes">
        <source>The quote expired %n day(s) ago: ask for a new one.</source>
        <translation>
            <numerusform>报价已过期 %n 天：请索取新报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 CPU cores for %2 GPUs (%3 per GPU): data loading will starve the cards, which compute at about %4 % of their speed (full speed from 8 cores per GPU; 8–16 is the usual advice).</source>
        <translation>%2 张 GPU 只配 %1 个 CPU 核（每张 %3 个）：数据加载跟不上，显卡只能发挥约 %4 % 的速度（每张 GPU 配 8 核起才能全速；通常建议 8–16 核）。</translation>
    </message>
    <message>
        <source>%1 machines without InfiniBand/RoCE or %2 Gbit/s between them: multi-machine training over such a network barely works. The hours model&apos;s S(%3) ≈ %4 instead of %5, +%6 % hours, is the least it costs.</source>
        <translation>%1 台机器之间没有 InfiniBand/RoCE，也不到 %2 Gbit/s：在这种网络上做多机训练几乎跑不起来。工时模型给出的 S(%3) ≈ %4（而非 %5），多出 %6 % 的工时，只是最低代价。</translation>
    </message>
    <message>
        <source>SXM or PCIe: only SXM cards have NVLink</source>
        <translation>SXM 还是 PCIe：只有 SXM 卡有 NVLink</translation>
    </message>
    <message>
        <source>The links between cards set multi-card speed</source>
        <translation>卡间互联决定多卡训练速度</translation>
    </message>
    <message>
        <source>InfiniBand or ≥ 100 Gbit/s between machines</source>
        <translation>机器之间要有 InfiniBand 或 ≥ 100 Gbit/s</translation>
    </message>
    <message>
        <source>NVLink for multi-card training</source>
        <translation>多卡训练要用 NVLink</translation>
    </message>
    <message>
        <source>8–16 CPU cores per GPU</source>
        <translation>每张 GPU 配 8–16 个 CPU 核</translation>
    </message>
    <message>
        <source>64–128 GB of RAM per GPU</source>
        <translation>每张 GPU 配 64–128 GB 内存</translation>
    </message>
    <message>
        <source>Local NVMe for data and checkpoints</source>
        <translation>数据和检查点放本地 NVMe</translation>
    </message>
    <message>
        <source>Dedicated, uncapped bandwidth</source>
        <translation>独享且不限流量的带宽</translation>
    </message>
    <message>
        <source>Whole cards, no vGPU or MIG slices</source>
        <translation>整卡独占，不是 vGPU 或 MIG 切分</translation>
    </message>
    <message>
        <source>Know what a stopped machine costs</source>
        <translation>弄清停机后还收哪些费用</translation>
    </message>
    <message>
        <source>Know what early release refunds</source>
        <translation>弄清提前释放能退多少</translation>
    </message>
    <message>
        <source>Renewal at the first period&apos;s price</source>
        <translation>续费与首期同价</translation>
    </message>
    <message>
        <source>Know the minimum billed time</source>
        <translation>弄清最短计费时长</translation>
    </message>
    <message>
        <source>Tax included, tax invoice issued</source>
        <translation>价格含税，可开发票</translation>
    </message>
    <message>
        <source>Disks wiped or encrypted on release</source>
        <translation>释放时清除磁盘或磁盘已加密</translation>
    </message>
    <message>
        <source>Availability and repair times in writing</source>
        <translation>可用率和维修时效写进合同</translation>
    </message>
    <message>
        <source>Prices hold until the quote&apos;s date</source>
        <translation>价格只在报价有效期内有效</translation>
    </message>
</context>
<context>
    <name>QuoteSheet</name>
    <message>
        <source>&quot;%1&quot; is not yes or no</source>
        <translation>“%1”不是 yes 或 no</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>应为“%1”，实际为“%2”</translation>
    </message>
    <message>
        <source>not a quote key; a quote sheet&apos;s columns are %1</source>
        <translation>不是报价字段；报价表的列为 %1</translation>
    </message>
</context>
<context>
    <name>QuoteTerms</name>
    <message>
        <source>not stated</source>
        <translation>未写明</translation>
    </message>
    <message>
        <source>NVLink between all cards (NVSwitch)</source>
        <translation>所有卡之间 NVLink（NVSwitch）</translation>
    </message>
    <message>
        <source>NVLink bridges between pairs</source>
        <translation>两两 NVLink 桥接</translation>
    </message>
    <message>
        <source>no NVLink (PCIe only)</source>
        <translation>无 NVLink（仅 PCIe）</translation>
    </message>
</context>
<context>
    <name>RemoveOfferCommand</name>
    <message>
        <source>Delete offer %1</source>
        <translation>删除报价 %1</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>single card</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>NVLink %1 GB/s</source>
        <translation>NVLink %1 GB/s</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名计划</translation>
    </message>
    <message>
        <source>GPU procurement plan</source>
        <translation>GPU 采购计划</translation>
    </message>
    <message>
        <source>EXAMPLE PRICES</source>
        <translation>示例价格</translation>
    </message>
    <message>
        <source>The prices in this document are examples, not quotes. Replace every offer with the quotes you receive before anyone approves a budget from it.</source>
        <translation>本文档中的价格只是示例，不是报价。在任何人据此批准预算之前，请把每条报价换成实际收到的报价。</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>the plan as saved</source>
        <translation>计划本身（已保存）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Document version</source>
        <translation>文档版本</translation>
    </message>
    <message>
        <source>Quotes valid until</source>
        <translation>报价有效期至</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>examples, not quotes</source>
        <translation>示例，不是报价</translation>
    </message>
    <message>
        <source>quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message numerus="yes">
        <source>The project needs %n × %1 (%2, %3) for %4 of computing.</source>
        <translation>
            <numerusform>项目需要 %n × %1（%2，%3），计算时长 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>Whole project</source>
        <translation>整个项目</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Cost of the recommended option</source>
        <translation>推荐选项的费用</translation>
    </message>
    <message>
        <source>Contingency (%1 %)</source>
        <translation>不可预见费（%1 %）</translation>
    </message>
    <message>
        <source>Total budget</source>
        <translation>预算合计</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <source>%1 — scenario %2</source>
        <translation>%1 — 情景 %2</translation>
    </message>
    <message>
        <source>the plan, unsaved edits included</source>
        <translation>计划本身（含未保存的修改）</translation>
    </message>
    <message>
        <source>%1 (unsaved edits included)</source>
        <translation>%1（含未保存的修改）</translation>
    </message>
</context>
<context>
    <name>ReportPdfWriter</name>
    <message>
        <source>the font &quot;%1&quot; is not installed (Debian package fonts-noto-cjk)</source>
        <translation>没有安装字体“%1”（Debian 软件包 fonts-noto-cjk）</translation>
    </message>
    <message>
        <source>unknown page size %1</source>
        <translation>未知的纸张大小 %1</translation>
    </message>
</context>
<context>
    <name>ReportSections</name>
    <message>
        <source>Assumptions and formulas</source>
        <translation>假设与公式</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Where it comes from</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Placeholders shipped with RentPlan, not market prices: replace them with quotes</source>
        <translation>RentPlan 自带的占位价格，不是市场价：请换成实际报价</translation>
    </message>
    <message>
        <source>Typed from the providers&apos; quotes</source>
        <translation>按供应商报价录入</translation>
    </message>
    <message>
        <source>Contingency</source>
        <translation>不可预见费</translation>
    </message>
    <message>
        <source>The plan&apos;s contingency field, added to the budget</source>
        <translation>计划的 contingency 字段，计入预算</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>日历</translation>
    </message>
    <message>
        <source>1 month = %1 h, 1 year = %2 h</source>
        <translation>1 个月 = %1 小时，1 年 = %2 小时</translation>
    </message>
    <message>
        <source>8 760 hours a year spread over 12 months</source>
        <translation>一年 8 760 小时平均分到 12 个月</translation>
    </message>
    <message>
        <source>CPU and RAM per GPU</source>
        <translation>每 GPU 的 CPU 与内存</translation>
    </message>
    <message>
        <source>%1 cores, %2 GB</source>
        <translation>%1 核，%2 GB</translation>
    </message>
    <message>
        <source>The lower end of the usual 8–16 cores and 64–128 GB per GPU</source>
        <translation>取常见配比每 GPU 8–16 核、64–128 GB 的下限</translation>
    </message>
    <message>
        <source>Checkpoints kept on local disk</source>
        <translation>本地盘保留的检查点数</translation>
    </message>
    <message>
        <source>Keep the last three to five, in case the newest one was cut off while saving</source>
        <translation>保留最近三到五个，以防最新的一个在保存时被打断而损坏</translation>
    </message>
    <message>
        <source>Model download</source>
        <translation>模型下载</translation>
    </message>
    <message>
        <source>within %1 h, %2 Mbit/s</source>
        <translation>%1 小时内完成，%2 Mbit/s</translation>
    </message>
    <message>
        <source>At 100 Mbit/s a 140 GB model takes about 3 hours; at 1 Gbit/s about 20 minutes</source>
        <translation>140 GB 的模型在 100 Mbit/s 下约需 3 小时，在 1 Gbit/s 下约 20 分钟</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>量</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Training memory per parameter</source>
        <translation>训练时每个参数占用的显存</translation>
    </message>
    <message>
        <source>2 (bf16 weights) + 2 (gradients) + 12 (fp32 master weights, Adam m and v) = 16 bytes; ZeRO stage k divides the sharded parts by the data-parallel count</source>
        <translation>2（bf16 权重）+ 2（梯度）+ 12（fp32 主权重及 Adam 的 m、v）= 16 字节；ZeRO 第 k 阶段把切分的部分除以数据并行数</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2019, ZeRO</source>
        <translation>Rajbhandari 等，2019，ZeRO</translation>
    </message>
    <message>
        <source>Activations per layer</source>
        <translation>每层激活值</translation>
    </message>
    <message>
        <source>s·b·h·(34 + 5·a·s/h) bytes; FlashAttention drops the second term; full recomputation keeps 2·s·b·h</source>
        <translation>s·b·h·(34 + 5·a·s/h) 字节；使用 FlashAttention 时去掉第二项；完全重计算只保留 2·s·b·h</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022</source>
        <translation>Korthikanti 等，2022</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>2 · layers · KV heads · head dim · bytes · context · batch</source>
        <translation>2 · 层数 · KV 头数 · 头维度 · 字节数 · 上下文长度 · 批量</translation>
    </message>
    <message>
        <source>Transformer attention</source>
        <translation>Transformer 注意力机制</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>训练计算量</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020; Narayanan et al. 2021</source>
        <translation>Kaplan 等，2020；Narayanan 等，2021</translation>
    </message>
    <message>
        <source>Multi-card scaling</source>
        <translation>多卡加速比</translation>
    </message>
    <message>
        <source>Fitted to 5–6× on 8 PCIe cards</source>
        <translation>按 8 张 PCIe 卡约 5–6 倍加速拟合</translation>
    </message>
    <message>
        <source>Billed time</source>
        <translation>计费时长</translation>
    </message>
    <message>
        <source>max(minimum, ceil(T / step) · step)</source>
        <translation>max(最少计费, ceil(T / 步长) · 步长)</translation>
    </message>
    <message>
        <source>The offer&apos;s billing rules</source>
        <translation>报价的计费规则</translation>
    </message>
    <message>
        <source>Spot checkpoint interval</source>
        <translation>竞价实例的检查点间隔</translation>
    </message>
    <message>
        <source>τ = √(2CM)·[1 + (1/3)·√(C/2M) + (C/2M)/9] − C, M = 1/λ; wall time T·(1 + C/τ)/(1 − λ·(τ/2 + R))</source>
        <translation>τ = √(2CM)·[1 + (1/3)·√(C/2M) + (C/2M)/9] − C，M = 1/λ；实际耗时 T·(1 + C/τ)/(1 − λ·(τ/2 + R))</translation>
    </message>
    <message>
        <source>Daly 2006; Young 1974</source>
        <translation>Daly 2006；Young 1974</translation>
    </message>
    <message>
        <source>Owned cost per card-hour</source>
        <translation>自建每卡时成本</translation>
    </message>
    <message>
        <source>(depreciation + hosting + staff + maintenance + energy per month) / (cards · 730 · utilization)</source>
        <translation>（每月折旧 + 托管 + 人力 + 维保 + 电费）/（卡数 · 730 · 利用率）</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>临界点</translation>
    </message>
    <message>
        <source>The duration (or utilization) at which two cost curves cross, solved exactly on each linear piece</source>
        <translation>两条成本曲线相交处的时长（或利用率），在每个线性区间上精确求解</translation>
    </message>
    <message>
        <source>The billing rules above</source>
        <translation>上述计费规则</translation>
    </message>
    <message>
        <source>%1 / card / %2</source>
        <translation>%1 / 卡 / %2</translation>
    </message>
    <message>
        <source>%1 / card-hour</source>
        <translation>%1 / 卡时</translation>
    </message>
    <message>
        <source>Billing comparison</source>
        <translation>计费方式对比</translation>
    </message>
    <message numerus="yes">
        <source>Every offer of the plan and buying the hardware, priced for one job of %n card(s) computing for %1: minimum billed time, billing steps, whole periods, spot interruptions and storage included.</source>
        <translation>
            <numerusform>计划中的每条报价以及自购硬件，都按一项 %n 张卡、计算 %1 的任务计价：已计入最少计费时长、计费步长、整周期、竞价中断和存储费。</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost against job duration</source>
        <translation>总费用随任务时长的变化</translation>
    </message>
    <message>
        <source>Job duration (hours of computing)</source>
        <translation>任务时长（计算小时）</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>总费用（%1）</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Billed hours per card</source>
        <translation>每卡计费小时</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>任务费用</translation>
    </message>
    <message>
        <source>bought for the job</source>
        <translation>为此任务购买</translation>
    </message>
    <message>
        <source>%1 per machine</source>
        <translation>每台 %1</translation>
    </message>
    <message>
        <source>Cost per computing card-hour against utilization</source>
        <translation>每计算卡时成本随利用率的变化</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>Cost per card-hour (%1)</source>
        <translation>每卡时成本（%1）</translation>
    </message>
    <message>
        <source>Spot offer</source>
        <translation>竞价报价</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>每天中断次数</translation>
    </message>
    <message>
        <source>Checkpoint every (min)</source>
        <translation>检查点间隔（分钟）</translation>
    </message>
    <message>
        <source>Daly interval (min)</source>
        <translation>Daly 间隔（分钟）</translation>
    </message>
    <message>
        <source>Young interval (min)</source>
        <translation>Young 间隔（分钟）</translation>
    </message>
    <message>
        <source>Wall hours per hour of work</source>
        <translation>每小时工作量的实际耗时（小时）</translation>
    </message>
    <message>
        <source>never finishes</source>
        <translation>永远跑不完</translation>
    </message>
    <message>
        <source>Spot checkpoint policy</source>
        <translation>竞价实例检查点策略</translation>
    </message>
    <message>
        <source>Spot instances can be reclaimed at any time. Save a checkpoint at the interval below, write it to persistent storage (not the instance disk) and test the restart before relying on it.</source>
        <translation>竞价实例随时可能被回收。请按下表的间隔保存检查点，写到持久化存储（不要写在实例本地盘上），并在依赖它之前实际测试一次恢复。</translation>
    </message>
    <message>
        <source>Quote checklist</source>
        <translation>报价核对清单</translation>
    </message>
    <message>
        <source>Ask every provider to answer each line in writing before the order. The middle column is what this plan needs from one machine (%1 × %2).</source>
        <translation>下单前请每家供应商逐条书面回答。中间一列是本计划对一台机器（%1 × %2）的要求。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>This plan needs</source>
        <translation>本计划要求</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Quote says</source>
        <translation>报价说明</translation>
    </message>
    <message>
        <source>Acceptance on delivery day</source>
        <translation>到货验收</translation>
    </message>
    <message>
        <source>Run these commands on each delivered machine before the first job and keep the output. Every line must show the expected value; anything else is a reason to refuse the machine or ask for a replacement.</source>
        <translation>在每台交付的机器上跑第一个任务之前执行以下命令并保存输出。每一项都必须得到预期结果，否则可以拒收或要求更换。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Expected for this plan</source>
        <translation>本计划的预期结果</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Model FLOPs utilization (MFU)</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>%1 (QLoRA %2)</source>
        <translation>%1（QLoRA 为 %2）</translation>
    </message>
    <message>
        <source>Share of the card&apos;s peak bf16 throughput a training run reaches; a phase may set its own</source>
        <translation>训练实际达到的显卡 bf16 峰值算力比例；每个阶段可以单独设置</translation>
    </message>
    <message>
        <source>S(8) ≈ 7.9 with NVLink and ≈ 5.5 over PCIe, as 5–6× is reported for 8 PCIe cards</source>
        <translation>NVLink 时 S(8) ≈ 7.9，PCIe 时 ≈ 5.5，与 8 张 PCIe 卡约 5–6 倍加速的经验一致</translation>
    </message>
    <message>
        <source>Resale below book value</source>
        <translation>二手转售低于账面价值</translation>
    </message>
    <message>
        <source>The second-hand market pays well below straight-line book value</source>
        <translation>二手市场的成交价远低于直线折旧的账面价值</translation>
    </message>
    <message>
        <source>S(n) = n / (1 + (n − 1) · c); hours = FLOPs / (n · peak · MFU · S(n)/n)</source>
        <translation>S(n) = n / (1 + (n − 1) · c)；小时数 = FLOPs / (n · 峰值算力 · MFU · S(n)/n)</translation>
    </message>
    <message>
        <source>Scaling coefficient c inside one machine</source>
        <translation>机内扩展系数 c</translation>
    </message>
    <message>
        <source>NVLink %1, PCIe %2</source>
        <translation>NVLink %1，PCIe %2</translation>
    </message>
    <message>
        <source>Scaling coefficient c between machines</source>
        <translation>机间扩展系数 c</translation>
    </message>
    <message>
        <source>Gradients, ZeRO-3 weight gathers and tensor parallelism crossing an unknown or ordinary network; a machine boundary is never faster than the cards&apos; own link</source>
        <translation>梯度同步、ZeRO-3 权重收集和张量并行跨过未知或普通网络时使用；跨机器永远不会比卡间自身的连接更快</translation>
    </message>
    <message>
        <source>Scaling coefficient c on a fast fabric</source>
        <translation>高速互联下的扩展系数 c</translation>
    </message>
    <message>
        <source>as inside the machine</source>
        <translation>与机内相同</translation>
    </message>
    <message>
        <source>InfiniBand or RoCE, or at least %1 Gbit/s between machines, as an offer or quote states it</source>
        <translation>报价注明机器之间是 InfiniBand、RoCE 或至少 %1 Gbit/s 网络时</translation>
    </message>
    <message>
        <source>Scaling coefficient c, adapters only</source>
        <translation>扩展系数 c（只同步适配器）</translation>
    </message>
    <message>
        <source>LoRA and QLoRA replicas that keep whole weights send only the adapters&apos; gradients, on any link</source>
        <translation>各自保存完整权重的 LoRA、QLoRA 副本只需传送适配器的梯度，任何连接方式都适用</translation>
    </message>
    <message>
        <source>CPU cores per GPU in a quote</source>
        <translation>报价中每 GPU 的 CPU 核数</translation>
    </message>
    <message>
        <source>speed × min(1, √(cores per GPU / %1))</source>
        <translation>速度 × min(1, √(每 GPU 核数 / %1))</translation>
    </message>
    <message>
        <source>Too few cores starve data loading; a smooth curve: %1 cores per GPU keep %2 % of the speed, %3 cores %4 %</source>
        <translation>核数太少会拖慢数据加载；这是一条平滑曲线：每 GPU %1 核保留 %2 % 的速度，%3 核保留 %4 %</translation>
    </message>
    <message>
        <source>Kind of phase</source>
        <translation>阶段类型</translation>
    </message>
    <message>
        <source>Default utilization</source>
        <translation>默认利用率</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Default utilization by kind of phase (a phase may set its own):</source>
        <translation>各类阶段的默认利用率（阶段可以自行设定）：</translation>
    </message>
    <message>
        <source>FLOPs = 6 · P · tokens (8 · P with full recomputation); LoRA and QLoRA 4 · P (6 · P with recomputation)</source>
        <translation>FLOPs = 6 · P · token 数（完全重计算时 8 · P）；LoRA 和 QLoRA 为 4 · P（重计算时 6 · P）</translation>
    </message>
    <message numerus="yes">
        <source>Every offer of the plan costed to finish the largest phase, &quot;%1&quot;, planned as %n × %2 for %3: minimum billed time, billing steps, whole instances, spot interruptions, storage and data transfer included.</source>
        <translation>
            <numerusform>计划中的每个报价都按完成最大阶段“%1”（计划为 %n × %2，%3）的费用计算：已计入最短计费时长、计费步长、整实例租用、竞价中断、存储和数据传输。</numerusform>
        </translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Cards and how they run</source>
        <translation>卡数与运行方式</translation>
    </message>
    <message>
        <source>Hours to finish</source>
        <translation>完成用时</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>完成费用</translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>bought for this phase alone; price per machine</source>
        <translation>只为本阶段购买；价格按每台机器</translation>
    </message>
    <message>
        <source>Buying is shown for this phase alone; the chapter &quot;Rent, buy or hybrid&quot; weighs owning over the whole project.</source>
        <translation>这里的购买只针对本阶段；“租用、购买还是混合”一章会按整个项目权衡自购。</translation>
    </message>
    <message>
        <source>no price yet</source>
        <translation>尚无价格</translation>
    </message>
    <message>
        <source>not ranked: %1</source>
        <translation>不参与排名：%1</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>第 %1 天</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>无报价</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (+%2 %)</source>
        <translation>%1（+%2 %）</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>single card</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n 台机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Bill of quantities</source>
        <translation>采购清单</translation>
    </message>
    <message>
        <source>What to rent, one numbered line per machine of a phase; lines that ask for the same machine over overlapping days are merged. These are the lines of the request for quotation (rentplan rfq); the quote checklist and the acceptance procedure refer to their numbers. Billed hours are per card, as the plan prices each phase.</source>
        <translation>要租用的机器：每个阶段的机器一行并编号；日期重叠、要求同一种机器的行合并为一行。这些就是询价单（rentplan rfq）中的各行；报价核对清单和到货验收按行号引用。计费小时按每张卡计，与计划给各阶段定价的方式相同。</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Cards per machine × machines</source>
        <translation>每台卡数 × 机器台数</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起</translation>
    </message>
    <message>
        <source>To</source>
        <translation>止</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>计费小时</translation>
    </message>
    <message>
        <source>Mandatory</source>
        <translation>是否必需</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Each machine of a line, at least:</source>
        <translation>每行中每台机器至少需要：</translation>
    </message>
    <message>
        <source>Inside the machine</source>
        <translation>机内互联</translation>
    </message>
    <message>
        <source>Between machines</source>
        <translation>机间网络</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核数</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>本地 NVMe</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Acceptable substitutes</source>
        <translation>可接受的替代卡</translation>
    </message>
    <message>
        <source>Substitutes: cards that run every phase of the line and finish each within %1 % of the cheapest way to finish it, with how much more they cost.</source>
        <translation>替代卡：能运行该行所有阶段、且每个阶段的完成费用不超过最低者 %1 % 的显卡，并注明贵出多少。</translation>
    </message>
    <message numerus="yes">
        <source>Line(s) %1: %2 × %3 per machine</source>
        <translation>
            <numerusform>第 %1 行：每台 %2 × %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask every provider to answer each item in writing before the order, for every line of the bill of quantities. Lines that ask for the same machine share one list; its middle column is what the most demanding of them needs from one machine.</source>
        <translation>下单前，请每家供应商针对采购清单的每一行书面回答每一项。要求同一种机器的行共用一张清单；中间一列是其中要求最高的一行对一台机器的要求。</translation>
    </message>
    <message numerus="yes">
        <source>Line(s) %1 rent machines without GPU: ask for their CPU cores, RAM and local disk as the bill of quantities states them.</source>
        <translation>
            <numerusform>第 %1 行租用不带 GPU 的机器：按采购清单所列询问其 CPU 核数、内存和本地磁盘。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run these commands on each delivered machine of a line before the first job and keep the output. Every check must show the expected value; anything else is a reason to refuse the machine or ask for a replacement.</source>
        <translation>在运行第一个任务之前，在每一行交付的每台机器上运行这些命令并保存输出。每项检查都必须显示预期值；否则可以拒收该机器或要求更换。</translation>
    </message>
    <message numerus="yes">
        <source>Line(s) %1 rent machines without GPU: check their CPU cores, RAM and local disk with lscpu, free -g and lsblk against the bill of quantities.</source>
        <translation>
            <numerusform>第 %1 行租用不带 GPU 的机器：用 lscpu、free -g 和 lsblk 对照采购清单检查其 CPU 核数、内存和本地磁盘。</numerusform>
        </translation>
    </message>
    <message>
        <source>Risk register</source>
        <translation>风险登记表</translation>
    </message>
    <message>
        <source>What could change the budget or the calendar, computed from this plan; each impact is for the risk alone.</source>
        <translation>可能改变预算或日程的因素，由本计划计算得出；每项影响只计该风险本身。</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>会发生什么</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>影响</translation>
    </message>
    <message>
        <source>What each phase&apos;s hours were computed with:</source>
        <translation>各阶段工时的计算依据：</translation>
    </message>
    <message>
        <source>2 · P per token (prefill and decode)</source>
        <translation>每词元 2 · P（预填充与解码）</translation>
    </message>
    <message>
        <source>not used: these hours do not scale with the cards</source>
        <translation>未使用：这些工时不随卡数缩放</translation>
    </message>
    <message>
        <source>one card: nothing to share</source>
        <translation>单卡：无需通信</translation>
    </message>
    <message>
        <source>adapters only, on any link</source>
        <translation>仅同步适配器，任何链路</translation>
    </message>
    <message numerus="yes">
        <source>between %n machines, fast fabric</source>
        <translation>
            <numerusform>%n 台机器之间，高速互联</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>between %n machines, ordinary network</source>
        <translation>
            <numerusform>%n 台机器之间，普通网络</numerusform>
        </translation>
    </message>
    <message>
        <source>inside one machine, NVLink</source>
        <translation>单机内，NVLink</translation>
    </message>
    <message>
        <source>inside one machine, PCIe</source>
        <translation>单机内，PCIe</translation>
    </message>
    <message>
        <source>c = %1 (%2): S(%3) = %4</source>
        <translation>c = %1（%2）：S(%3) = %4</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Cards and split</source>
        <translation>卡与切分</translation>
    </message>
    <message>
        <source>Scaling used</source>
        <translation>所用扩展系数</translation>
    </message>
    <message>
        <source>FLOPs per token</source>
        <translation>每词元 FLOPs</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>(set in the phase)</source>
        <translation>（阶段中设定）</translation>
    </message>
    <message>
        <source>(default for %1)</source>
        <translation>（%1 的默认值）</translation>
    </message>
    <message>
        <source>typed hours</source>
        <translation>手填工时</translation>
    </message>
    <message>
        <source>%1 · P (%2, %3), P = %4 B</source>
        <translation>%1 · P（%2，%3），P = %4 B</translation>
    </message>
    <message>
        <source>Terms to confirm with each vendor: %1.</source>
        <translation>需与每家供应商确认的条款：%1。</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>条款</translation>
    </message>
    <message>
        <source>Confirm with each vendor</source>
        <translation>与每家供应商确认</translation>
    </message>
    <message>
        <source>Terms to confirm with each vendor</source>
        <translation>需与每家供应商确认的条款</translation>
    </message>
</context>
<context>
    <name>RequirementCheck</name>
    <message numerus="yes">
        <source>%n machine(s) of %1</source>
        <translation>
            <numerusform>%n 台 %1 卡机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in all, each %1 that run tensor-parallel inside one machine</source>
        <translation>
            <numerusform>共 %n 张卡，每 %1 张做张量并行的卡须在同一台机器内</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in all, in one machine or several</source>
        <translation>
            <numerusform>共 %n 张卡，一台或多台机器均可</numerusform>
        </translation>
    </message>
    <message>
        <source>the listings disagree: %1; %2</source>
        <translation>各列表不一致：%1；%2</translation>
    </message>
    <message numerus="yes">
        <source>Tensor parallelism over %1 cards cannot span machines, and this one holds %n.</source>
        <translation>
            <numerusform>%1 卡张量并行不能跨机器，而这台机器只有 %n 张卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of its %n cards form whole tensor-parallel groups of %2.</source>
        <translation>
            <numerusform>它的 %n 张卡中只有 %1 张能组成完整的 %2 卡张量并行组。</numerusform>
        </translation>
    </message>
    <message>
        <source>no NVLink needed: %1 has none, its tensor-parallel groups run over PCIe</source>
        <translation>无需 NVLink：%1 本身没有 NVLink，张量并行组走 PCIe</translation>
    </message>
    <message>
        <source>no NVLink needed: the cards run data parallel</source>
        <translation>无需 NVLink：各卡做数据并行</translation>
    </message>
    <message>
        <source>The plan&apos;s hours assume NVLink between these cards; over PCIe the phase runs longer.</source>
        <translation>计划的时长是按这些卡之间有 NVLink 估算的；走 PCIe 时该阶段会更久。</translation>
    </message>
    <message>
        <source>NVLink between the cards of each tensor-parallel group of %1 (GPU0–GPU%2, …: NV# in topo -m)</source>
        <translation>每个 %1 卡张量并行组内各卡之间有 NVLink（GPU0–GPU%2，…：topo -m 中为 NV#）</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in one machine</source>
        <translation>
            <numerusform>一台机器 %n 卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in %1 machines</source>
        <translation>
            <numerusform>%1 台机器共 %n 卡</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 instead of %2: enough for the peak phase, but its cards now talk across machines, which the plan&apos;s hours do not count on: the phase may run longer.</source>
        <translation>%1，而非计划的 %2：足够峰值阶段使用，但卡间通信现在要跨机器，计划的时长没有算进这一点：该阶段可能更久。</translation>
    </message>
    <message>
        <source>%1 instead of %2: enough for the peak phase.</source>
        <translation>%1，而非计划的 %2：足够峰值阶段使用。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of the peak phase in all (planned: %1)</source>
        <translation>
            <numerusform>峰值阶段共需 %n 张卡（计划：%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the number of cards is not shown for every machine</source>
        <translation>%1；并非每台机器都显示了卡数</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n card(s) in all</source>
        <translation>
            <numerusform>%1，共 %n 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 cards, %n of them in whole tensor-parallel groups</source>
        <translation>
            <numerusform>%1，共 %2 张卡，其中 %n 张在完整的张量并行组中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) short of the peak phase.</source>
        <translation>
            <numerusform>比峰值阶段所需少 %n 张卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) needed: capture the other machines, or the delivery is short.</source>
        <translation>
            <numerusform>还差 %n 张卡：请采集其余机器，否则就是交付不足。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RfqAnswerReader</name>
    <message>
        <source>%1 (line %2), %3</source>
        <translation>%1（第 %2 行），%3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; %2</source>
        <translation>“%1”%2</translation>
    </message>
    <message>
        <source>is not a date like 2026-12-31</source>
        <translation>不是形如 2026-12-31 的日期</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>is not a whole number of at least 1</source>
        <translation>不是不小于 1 的整数</translation>
    </message>
    <message>
        <source>is not a line of this plan&apos;s request: the plan asks for nothing</source>
        <translation>不是本计划询价单中的行：本计划没有需要询价的内容</translation>
    </message>
    <message>
        <source>is not a line of this plan&apos;s request (lines 1 to %1): was it written for another plan or scenario?</source>
        <translation>不是本计划询价单中的行（共第 1 至 %1 行）：这份询价单是否是为其他计划或情景生成的？</translation>
    </message>
    <message>
        <source>is not the card of the plan&apos;s line %1 (%2): was the request written for another plan or scenario?</source>
        <translation>与本计划第 %1 行的显卡（%2）不符：这份询价单是否是为其他计划或情景生成的？</translation>
    </message>
    <message>
        <source>a CPU machine</source>
        <translation>CPU 机器</translation>
    </message>
    <message>
        <source>the vendor&apos;s name is missing</source>
        <translation>缺少供应商名称</translation>
    </message>
    <message>
        <source>is not a card RentPlan knows: write its name as nvidia-smi prints it (%1)</source>
        <translation>不是 RentPlan 认识的显卡：请按 nvidia-smi 显示的名称填写（如 %1）</translation>
    </message>
    <message>
        <source>is a GPU, but the line asks for a CPU machine</source>
        <translation>是 GPU，但这一行要的是 CPU 机器</translation>
    </message>
    <message>
        <source>is not a GPU, but the line asks for one</source>
        <translation>不是 GPU，但这一行要的是 GPU</translation>
    </message>
    <message>
        <source>is not a billing mode; write one of: %1</source>
        <translation>不是计费方式；请填写以下之一：%1</translation>
    </message>
    <message>
        <source>no price: give the price per card and billing period (billing mode: %1)</source>
        <translation>缺少价格：请填写每卡每计费周期的价格（计费方式：%1）</translation>
    </message>
    <message>
        <source>no price: give the price per card-hour (billing mode: %1)</source>
        <translation>缺少价格：请填写每卡时价格（计费方式：%1）</translation>
    </message>
    <message>
        <source>the sheet is empty: not an answered request for quotation</source>
        <translation>表格是空的：不是已填写的询价单</translation>
    </message>
    <message>
        <source>the first row does not hold the request&apos;s column keys (line, …, vendor, …): answer the request that rentplan rfq wrote, keeping its first row</source>
        <translation>第一行不是询价单的列键（line、…、vendor、…）：请在 rentplan rfq 生成的询价单上填写，并保留第一行</translation>
    </message>
</context>
<context>
    <name>RfqAward</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>never finishes on these terms</source>
        <translation>按这些条款永远无法完成</translation>
    </message>
    <message>
        <source>the quote expired on %1</source>
        <translation>报价已于 %1 过期</translation>
    </message>
    <message>
        <source>available from %1, after the line starts on %2</source>
        <translation>%1 起才可用，晚于该行的开始日期 %2</translation>
    </message>
</context>
<context>
    <name>RfqAwardText</name>
    <message numerus="yes">
        <source>%n answered line(s) read</source>
        <translation>
            <numerusform>读到 %n 行报价</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU machine</source>
        <translation>CPU 机器</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n 台机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n card(s)</source>
        <translation>
            <numerusform>%1 台 × %n 卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1 (%2): %3, %4</source>
        <translation>第 %1 行（%2）：%3，%4</translation>
    </message>
    <message>
        <source>No complete award: no answer serves line(s) %1.</source>
        <translation>无法完整授标：第 %1 行没有可满足的报价。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (line(s) %2)</source>
        <translation>
            <numerusform>%1（第 %2 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest complete award, split: %1, %2 in all.</source>
        <translation>最便宜的完整授标（分包）：%1，合计 %2。</translation>
    </message>
    <message>
        <source>Cheapest complete award: everything to %1, %2.</source>
        <translation>最便宜的完整授标：全部交给 %1，%2。</translation>
    </message>
    <message>
        <source>The cheapest single vendor, %1, costs %2: the split saves %3 (%4 %).</source>
        <translation>单一供应商中最便宜的是 %1，需 %2；分包可省 %3（%4 %）。</translation>
    </message>
    <message>
        <source>No single vendor serves every line.</source>
        <translation>没有哪一家供应商能满足全部行。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1；%2。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left unanswered</source>
        <translation>
            <numerusform>%n 行未报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU machine(s)</source>
        <translation>
            <numerusform>%n 台 CPU 机器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 %3</source>
        <translation>%1 台 × %2 张 %3</translation>
    </message>
</context>
<context>
    <name>RfqCsv</name>
    <message>
        <source>Line</source>
        <translation>行号</translation>
    </message>
    <message>
        <source>Phases served</source>
        <translation>服务的阶段</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Card name in nvidia-smi</source>
        <translation>nvidia-smi 中的显卡名称</translation>
    </message>
    <message>
        <source>Memory per card (MiB)</source>
        <translation>单卡显存（MiB）</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>规格形态</translation>
    </message>
    <message>
        <source>Link between the cards of a machine</source>
        <translation>机内卡间互联</translation>
    </message>
    <message>
        <source>Cards per machine</source>
        <translation>每台机器卡数</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器台数</translation>
    </message>
    <message>
        <source>Network between machines</source>
        <translation>机器之间的网络</translation>
    </message>
    <message>
        <source>CPU cores per machine, at least</source>
        <translation>每台机器 CPU 核数（至少）</translation>
    </message>
    <message>
        <source>RAM per machine (GB), at least</source>
        <translation>每台机器内存（GB，至少）</translation>
    </message>
    <message>
        <source>Local NVMe per machine (GB), at least</source>
        <translation>每台机器本地 NVMe（GB，至少）</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>End date (inclusive)</source>
        <translation>结束日期（含当天）</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>计费小时数</translation>
    </message>
    <message>
        <source>Billing mode asked for</source>
        <translation>要求的计费方式</translation>
    </message>
    <message>
        <source>Storage (GB)</source>
        <translation>存储（GB）</translation>
    </message>
    <message>
        <source>Mandatory</source>
        <translation>是否必需</translation>
    </message>
    <message>
        <source>Acceptable substitutes (within %1 % of the cheapest cost to finish)</source>
        <translation>可接受的替代卡（完成费用不超过最低者的 %1 %）</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Offered card (nvidia-smi name)</source>
        <translation>报价显卡（nvidia-smi 名称）</translation>
    </message>
    <message>
        <source>Offered cards per machine</source>
        <translation>报价每台机器卡数</translation>
    </message>
    <message>
        <source>Offered machines</source>
        <translation>报价机器台数</translation>
    </message>
    <message>
        <source>Offered link between cards</source>
        <translation>报价卡间互联</translation>
    </message>
    <message>
        <source>Offered network between machines</source>
        <translation>报价机器之间的网络</translation>
    </message>
    <message>
        <source>Offered CPU cores per machine</source>
        <translation>报价每台机器 CPU 核数</translation>
    </message>
    <message>
        <source>Offered RAM per machine (GB)</source>
        <translation>报价每台机器内存（GB）</translation>
    </message>
    <message>
        <source>Offered local NVMe per machine (GB)</source>
        <translation>报价每台机器本地 NVMe（GB）</translation>
    </message>
    <message>
        <source>Offered billing mode</source>
        <translation>报价计费方式</translation>
    </message>
    <message>
        <source>Price per card-hour (%1)</source>
        <translation>每卡时价格（%1）</translation>
    </message>
    <message>
        <source>Price per card and billing period (%1)</source>
        <translation>每卡每计费周期价格（%1）</translation>
    </message>
    <message>
        <source>Minimum billed hours</source>
        <translation>最少计费小时数</translation>
    </message>
    <message>
        <source>Billing increment (hours)</source>
        <translation>计费步长（小时）</translation>
    </message>
    <message>
        <source>Storage per machine and month (%1)</source>
        <translation>每台机器每月存储费（%1）</translation>
    </message>
    <message>
        <source>Data out per GB (%1)</source>
        <translation>每 GB 出网流量费（%1）</translation>
    </message>
    <message>
        <source>Available from (date)</source>
        <translation>可交付日期</translation>
    </message>
    <message>
        <source>Quote valid until (date)</source>
        <translation>报价有效期至（日期）</translation>
    </message>
    <message>
        <source>Cancellation terms</source>
        <translation>取消条款</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>RfqXlsx</name>
    <message>
        <source>Request</source>
        <translation>询价单</translation>
    </message>
    <message>
        <source>cannot create a temporary folder for the workbook: %1</source>
        <translation>无法为工作簿创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>cannot start the workbook</source>
        <translation>无法创建工作簿</translation>
    </message>
    <message>
        <source>How to answer</source>
        <translation>填写说明</translation>
    </message>
    <message>
        <source>How to answer this request for quotation</source>
        <translation>如何填写这份询价单</translation>
    </message>
    <message>
        <source>Each row of the sheet &quot;%1&quot; is one line of the order: the machines wanted, for which phases of the project, when and for how many billed hours.</source>
        <translation>工作表“%1”中的每一行是订单的一行：需要什么机器、用于项目的哪些阶段、什么时候用、计费多少小时。</translation>
    </message>
    <message>
        <source>Fill in the shaded columns of every line you can offer; leave a line you do not offer empty. The other columns are locked so that the request stays as it was sent.</source>
        <translation>请在能提供的每一行填写带底色的列；不提供的行留空即可。其他列已锁定，以保证询价内容与发出时一致。</translation>
    </message>
    <message>
        <source>Offered card: write the card&apos;s name as nvidia-smi prints it (for example NVIDIA A100-SXM4-80GB). Left empty, the card asked for is offered. A card listed under acceptable substitutes may be offered instead.</source>
        <translation>报价显卡：请按 nvidia-smi 显示的名称填写（例如 NVIDIA A100-SXM4-80GB）。留空表示提供所要求的显卡。也可以改报“可接受的替代卡”中列出的显卡。</translation>
    </message>
    <message>
        <source>Offered billing mode: on_demand, weekly, monthly, yearly or spot (a list is offered in the cell). Give price_per_card_hour for on_demand and spot, and price_per_card_period for the others; prices in %1, per card (per machine for a CPU machine).</source>
        <translation>报价计费方式：on_demand、weekly、monthly、yearly 或 spot（单元格中有下拉列表）。on_demand 和 spot 请填 price_per_card_hour，其余填 price_per_card_period；价格单位为 %1，按每张卡计（CPU 机器按每台机器计）。</translation>
    </message>
    <message>
        <source>Link between cards: nvlink, pcie or none. Dates as YYYY-MM-DD. Numbers without units.</source>
        <translation>卡间互联：nvlink、pcie 或 none。日期格式为 YYYY-MM-DD。数字不带单位。</translation>
    </message>
    <message>
        <source>Keep the hidden first row: it holds the column keys that RentPlan reads the answer by.</source>
        <translation>请保留隐藏的第一行：RentPlan 靠其中的列键读取报价。</translation>
    </message>
    <message>
        <source>cannot write the workbook: %1</source>
        <translation>无法写入工作簿：%1</translation>
    </message>
    <message>
        <source>cannot read back the workbook: %1</source>
        <translation>无法读回工作簿：%1</translation>
    </message>
    <message>
        <source>Terms of this request: confirm each in your answer</source>
        <translation>本询价的条款：请在答复中逐条确认</translation>
    </message>
</context>
<context>
    <name>RiskRegister</name>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>Spot reclaims</source>
        <translation>竞价实例被回收</translation>
    </message>
    <message>
        <source>%1 reclaims a day, a checkpoint every %2 min</source>
        <translation>每天回收 %1 次，每 %2 分钟保存一次检查点</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs on %2 (%3).</source>
        <translation>“%1”运行在 %2 上（%3）。</translation>
    </message>
    <message>
        <source>No phase runs on spot instances; if &quot;%1&quot; ran on %2 (%3):</source>
        <translation>没有阶段运行在竞价实例上；如果“%1”运行在 %2 上（%3）：</translation>
    </message>
    <message>
        <source>it would never finish: work is lost faster than it is saved.</source>
        <translation>它永远无法完成：工作丢失的速度比保存的速度快。</translation>
    </message>
    <message>
        <source>never finishes</source>
        <translation>永远无法完成</translation>
    </message>
    <message>
        <source>Each hour of work takes %1 wall hours: %2 of work need %3 more per card.</source>
        <translation>每小时的工作需要 %1 小时的实际时间：%2 的工作每张卡要多用 %3。</translation>
    </message>
    <message numerus="yes">
        <source>+%1 per card on %n card(s): %2; the phase ends up to %3 later</source>
        <translation>
            <numerusform>%n 张卡每卡多 %1：%2；该阶段最多晚 %3 结束</numerusform>
        </translation>
    </message>
    <message>
        <source>(the phase&apos;s cost already includes it)</source>
        <translation>（该阶段的费用已包含此项）</translation>
    </message>
    <message>
        <source>No phase runs on spot instances, and no spot offer runs &quot;%1&quot;.</source>
        <translation>没有阶段运行在竞价实例上，也没有竞价报价能运行“%1”。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Lead-time slip</source>
        <translation>交付延期</translation>
    </message>
    <message>
        <source>Bought machines arrive %1 after the order; every phase waits for them.</source>
        <translation>购买的机器在下单 %1 后到货；所有阶段都要等它们。</translation>
    </message>
    <message>
        <source>Bought, the project keeps %1 to the deadline: a longer slip misses it.</source>
        <translation>若购买，项目距截止日期还余 %1：延期超过这个时间就会误期。</translation>
    </message>
    <message>
        <source>Bought, the project already ends %1 after the deadline.</source>
        <translation>若购买，项目已经晚于截止日期 %1 结束。</translation>
    </message>
    <message>
        <source>%1 × %2 a day = %3; each further day of slip %2</source>
        <translation>%1 × 每天 %2 = %3；每多延期一天再加 %2</translation>
    </message>
    <message>
        <source>%1 of waiting; the plan states no delay cost</source>
        <translation>等待 %1；计划未给出延误成本</translation>
    </message>
    <message>
        <source>One vendor for the peak phase</source>
        <translation>峰值阶段只靠一家供应商</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; needs %n card(s) at once from %2.</source>
        <translation>
            <numerusform>“%1”需要从 %2 同时获得 %n 张卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>No other provider of the plan offers machines that run it: if %1 cannot deliver them, the phase has no priced alternative.</source>
        <translation>计划中没有其他供应商提供能运行它的机器：如果 %1 无法交付，该阶段没有已定价的其他选择。</translation>
    </message>
    <message>
        <source>no alternative: ask a second vendor for a quote</source>
        <translation>没有其他选择：请第二家供应商报价</translation>
    </message>
    <message numerus="yes">
        <source>If it cannot deliver them, the cheapest other provider is %1: %n × %2 for %3.</source>
        <translation>
            <numerusform>如果它无法交付，最便宜的其他供应商是 %1：%n × %2，费用 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 to finish the phase</source>
        <translation>完成该阶段多花 %1</translation>
    </message>
    <message>
        <source>%1 less to finish the phase: ask both for quotes</source>
        <translation>完成该阶段少花 %1：请两家都报价</translation>
    </message>
    <message>
        <source>Prices change by ±%1 %</source>
        <translation>价格变动 ±%1 %</translation>
    </message>
    <message>
        <source>Renting per phase costs %1; every rental price %2 % higher or lower moves it by as much.</source>
        <translation>按阶段租用的费用为 %1；每项租用价格上涨或下降 %2 %，它也随之变动同样比例。</translation>
    </message>
    <message>
        <source>±%1 (from %2 to %3)</source>
        <translation>±%1（从 %2 到 %3）</translation>
    </message>
    <message>
        <source>Slack to the deadline</source>
        <translation>距截止日期的余量</translation>
    </message>
    <message>
        <source>The plan sets no deadline.</source>
        <translation>计划没有设定截止日期。</translation>
    </message>
    <message>
        <source>none stated</source>
        <translation>未设定</translation>
    </message>
    <message>
        <source>The recommended strategy ends %1 before the end of the deadline day, %2: any delay longer than that misses it.</source>
        <translation>推荐的策略在截止日 %2 结束前 %1 完成：任何超过这个时间的延误都会误期。</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>余 %1</translation>
    </message>
    <message>
        <source>The recommended strategy ends %1 after the end of the deadline day, %2.</source>
        <translation>推荐的策略在截止日 %2 结束后 %1 才完成。</translation>
    </message>
    <message>
        <source>%1 late</source>
        <translation>晚 %1</translation>
    </message>
    <message>
        <source>(%1 at %2 a day)</source>
        <translation>（%1，每天 %2）</translation>
    </message>
    <message>
        <source>The owned baseline arrives %1 after the order; until then its cards are rented (%2, in the budget), so no phase waits for it.</source>
        <translation>自有基线在下单后 %1 到货；到货前这些卡先租用（%2，已计入预算），因此没有阶段需要等待。</translation>
    </message>
    <message>
        <source>about %1 more rent for each day of slip</source>
        <translation>每延误一天约多付 %1 租金</translation>
    </message>
    <message>
        <source>Simulated over %1 (%2), the recommended strategy costs from %3 to %4.</source>
        <translation>按 %1（%2）模拟，推荐策略的费用在 %3 到 %4 之间。</translation>
    </message>
    <message>
        <source>up to +%1 (simulated)</source>
        <translation>最多 +%1（模拟）</translation>
    </message>
    <message>
        <source>Cost above the point estimate</source>
        <translation>费用高于点估计</translation>
    </message>
    <message>
        <source>In %1 of %2 simulated futures the recommended strategy costs more than its point estimate of %3; its P90 is %4.</source>
        <translation>在 %2 次模拟中，有 %1 的情形推荐策略的费用高于点估计 %3；其 P90 为 %4。</translation>
    </message>
    <message>
        <source>+%1 at P90</source>
        <translation>P90 时 +%1</translation>
    </message>
    <message>
        <source>Prices change</source>
        <translation>价格变化</translation>
    </message>
    <message>
        <source>Simulated, it is met in %1 of the futures.</source>
        <translation>模拟中有 %1 的情形能按期完成。</translation>
    </message>
</context>
<context>
    <name>SetCurrencyCommand</name>
    <message>
        <source>Change currency to %1</source>
        <translation>将币种改为 %1</translation>
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
    <message>
        <source>Shape taken from %1, the shipped model of that size (%2 layers, hidden size %3, %4 heads, %5 KV heads): give a config.json for exact figures.</source>
        <translation>结构取自同等规模的内置模型 %1（%2 层，隐藏维度 %3，%4 个注意力头，%5 个 KV 头）：要精确数字请提供 config.json。</translation>
    </message>
    <message>
        <source>Assumed grouped-query attention with %1 KV heads, as models of 30B and more use; set the KV head count if yours differs.</source>
        <translation>按分组查询注意力、%1 个 KV 头估算（30B 及以上的模型普遍如此）；若你的模型不同，请设置 KV 头数。</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <source>more than %1 rows: not a request for quotation</source>
        <translation>超过 %1 行：不是询价单</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>引号括起的字段没有结束</translation>
    </message>
    <message>
        <source>sheet %1, row %2</source>
        <translation>工作表 %1，第 %2 行</translation>
    </message>
</context>
<context>
    <name>ShellTemplate</name>
    <message>
        <source>contains a NUL character, which no shell value can hold</source>
        <translation>含有 NUL 字符，任何 shell 值都无法容纳它</translation>
    </message>
</context>
<context>
    <name>SimulationCalibration</name>
    <message numerus="yes">
        <source>&quot;%1&quot; (%2, %3): %n job(s), billed %4 × the planned hours (P10 %5, P90 %6); %7 needed another run</source>
        <translation>
            <numerusform>“%1”（%2，%3）：%n 个任务，计费时长为计划时长的 %4 倍（P10 %5，P90 %6）；%7 需要再跑一次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: only %n job(s) recorded, fewer than %3: the defaults stay</source>
        <translation>
            <numerusform>%1，%2：只记录了 %n 个任务，少于 %3 个：仍用默认值</numerusform>
        </translation>
    </message>
    <message>
        <source>The ledger has no job recorded from a plan phase with its planned hours (Planner → Record as job…): nothing to learn yet.</source>
        <translation>账本中还没有带计划时长、从计划阶段记录的任务（项目规划 → 记录为任务…）：暂无可学习的内容。</translation>
    </message>
    <message numerus="yes">
        <source>No phase of this plan matches a card and kind of the ledger&apos;s %n recorded job(s).</source>
        <translation>
            <numerusform>本计划没有阶段与账本中 %n 个已记录任务的显卡和类型相符。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TransferCalculator</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>must be 0 to 10^9 GB</source>
        <translation>必须在 0 到 10^9 GB 之间</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>至少为 1</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>must be 0 to 0.9 (a share of the line)</source>
        <translation>必须在 0 到 0.9 之间（占线路带宽的比例）</translation>
    </message>
    <message>
        <source>must be 0 to 3600 seconds</source>
        <translation>必须在 0 到 3600 秒之间</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>Pack the %1 files into one archive (tar) or a few large shards before sending: the per-file cost drops from %2 to %3, saving %4. Unpack on the machine&apos;s local disk.</source>
        <translation>先把这 %1 个文件打包成一个归档（tar）或几个大分片再传：逐文件开销从 %2 降到 %3，节省 %4。传完在机器本地盘上解包。</translation>
    </message>
</context>
<context>
    <name>UncertaintyInputs</name>
    <message>
        <source>MFU reached</source>
        <translation>实际达到的 MFU</translation>
    </message>
    <message>
        <source>Amount of work</source>
        <translation>工作量</translation>
    </message>
    <message>
        <source>Trial rounds</source>
        <translation>试验轮数</translation>
    </message>
    <message>
        <source>Runs repeated</source>
        <translation>重跑</translation>
    </message>
    <message>
        <source>Hardware lead time</source>
        <translation>硬件交付周期</translation>
    </message>
    <message>
        <source>Rental price change</source>
        <translation>租用价格变化</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>竞价实例中断</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>set in the project</source>
        <translation>在项目中设置</translation>
    </message>
    <message>
        <source>set in the phase</source>
        <translation>在阶段中设置</translation>
    </message>
    <message>
        <source>learned from the ledger</source>
        <translation>从账本中学得</translation>
    </message>
    <message>
        <source>0.85 to 1.1 times the planned MFU, most likely the planned one: large published runs report 38–43 % (Llama 3, Dubey et al. 2024), and a rented machine&apos;s data loading and network more often fall short of a plan than beat it</source>
        <translation>计划 MFU 的 0.85 到 1.1 倍，最可能就是计划值：公开的大规模训练报告为 38–43 %（Llama 3，Dubey 等，2024），而租来机器的数据加载和网络达不到计划的情况多于超过计划</translation>
    </message>
    <message>
        <source>0.9 to 1.15 times the planned work: data sets and evaluations grow more often than they shrink; learn your own spread from the ledger</source>
        <translation>计划工作量的 0.9 到 1.15 倍：数据集和评测变多的情况多于变少；可从账本学得自己的范围</translation>
    </message>
    <message>
        <source>trial phases: from one round fewer to half again as many as planned, as experiments seldom converge on the first plan</source>
        <translation>试验阶段：从比计划少一轮到多出一半，因为实验很少按最初的计划收敛</translation>
    </message>
    <message>
        <source>training phases: one run in twenty repeated once, after a crash it cannot resume from or a diverged loss</source>
        <translation>训练阶段：每二十次运行有一次需重跑一遍，原因是无法续跑的崩溃或损失发散</translation>
    </message>
    <message>
        <source>0.8 to 2 times the quoted lead time: procurement commonly takes three to six weeks, and longer when the card is scarce</source>
        <translation>报价交付周期的 0.8 到 2 倍：采购通常要三到六周，卡紧缺时更久</translation>
    </message>
    <message>
        <source>rented prices 10 % lower to 10 % higher than quoted: on-demand prices move with the market</source>
        <translation>租用价格比报价低 10 % 到高 10 %：按量价格随行情波动</translation>
    </message>
    <message>
        <source>drawn from each spot offer&apos;s interruption rate (Poisson), with the offer&apos;s checkpoint interval</source>
        <translation>按各竞价报价的中断率抽样（泊松分布），并采用该报价的检查点间隔</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message numerus="yes">
        <source>%1 % of runs, at most %n more</source>
        <translation>
            <numerusform>%1 % 的运行，最多重跑 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>each spot offer&apos;s rate</source>
        <translation>各竞价报价的中断率</translation>
    </message>
    <message>
        <source>every phase</source>
        <translation>所有阶段</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>WatchdogScript</name>
    <message>
        <source>must be above 0 and at most 100 (per cent GPU utilization)</source>
        <translation>必须大于 0 且不超过 100（GPU 利用率百分比）</translation>
    </message>
    <message>
        <source>must be 1 to 10080 (a week)</source>
        <translation>必须在 1 到 10080（一周）之间</translation>
    </message>
    <message>
        <source>must be at least 1 second and at most the idle time</source>
        <translation>至少 1 秒，且不超过空闲时长</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a process name (letters, digits, . _ + -, at most 15)</source>
        <translation>“%1”不是进程名（字母、数字、. _ + -，最多 15 个字符）</translation>
    </message>
    <message>
        <source>must be one non-empty line without control characters</source>
        <translation>必须是一行不含控制字符的非空文字</translation>
    </message>
</context>
<context>
    <name>XlsxSheet</name>
    <message>
        <source>cannot be unpacked</source>
        <translation>无法解压</translation>
    </message>
    <message>
        <source>cannot be unpacked (code %1)</source>
        <translation>无法解压（代码 %1）</translation>
    </message>
    <message>
        <source>unpacks to more than %1 MB: not a request for quotation</source>
        <translation>解压后超过 %1 MB：不是询价单</translation>
    </message>
    <message>
        <source>is damaged (its checksum does not match)</source>
        <translation>已损坏（校验和不符）</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>the workbook has no sheet</source>
        <translation>工作簿中没有工作表</translation>
    </message>
    <message>
        <source>the first sheet&apos;s part is not named</source>
        <translation>找不到第一个工作表的部件名</translation>
    </message>
    <message>
        <source>not an XLSX workbook (the zip container cannot be read)</source>
        <translation>不是 XLSX 工作簿（无法读取 zip 容器）</translation>
    </message>
    <message>
        <source>not an XLSX workbook (no xl/workbook.xml)</source>
        <translation>不是 XLSX 工作簿（没有 xl/workbook.xml）</translation>
    </message>
    <message>
        <source>the first sheet&apos;s part is missing</source>
        <translation>缺少第一个工作表的部件</translation>
    </message>
    <message>
        <source>a cell beyond the last column</source>
        <translation>有单元格超出了最后一列</translation>
    </message>
    <message>
        <source>a cell names shared string %1, which is missing</source>
        <translation>单元格引用了不存在的共享字符串 %1</translation>
    </message>
    <message>
        <source>more than %1 rows: not a request for quotation</source>
        <translation>超过 %1 行：不是询价单</translation>
    </message>
</context>
<context>
    <name>rp::AcceptancePanel</name>
    <message>
        <source>Quote %1: %2 × %3, %4</source>
        <translation>报价 %1：%2 × %3，%4</translation>
    </message>
    <message>
        <source>Paste what the rented machine printed (nvidia-smi, nvidia-smi topo -m, lscpu, free -g, df -h, nproc…) or load the acceptance script&apos;s file. Each contract item then shows pass, FAIL or cannot tell, with the line it was read from.</source>
        <translation>粘贴租用机器输出的内容（nvidia-smi、nvidia-smi topo -m、lscpu、free -g、df -h、nproc……）或载入验收脚本生成的文件。每个合同条目会显示通过、不通过或无法判断，并附上读取的那一行。</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <source>Load a capture</source>
        <translation>载入采集记录</translation>
    </message>
    <message>
        <source>Text files (*.txt *.log *.csv);;All files (*)</source>
        <translation>文本文件 (*.txt *.log *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save the acceptance script</source>
        <translation>保存验收脚本</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
    <message>
        <source>Check against:</source>
        <translation>验收依据：</translation>
    </message>
    <message>
        <source>Load capture…</source>
        <translation>载入记录…</translation>
    </message>
    <message>
        <source>Save acceptance script…</source>
        <translation>保存验收脚本…</translation>
    </message>
    <message>
        <source>Data folder:</source>
        <translation>数据目录：</translation>
    </message>
    <message>
        <source>Test download URL:</source>
        <translation>测速下载地址：</translation>
    </message>
    <message>
        <source>optional, e.g. a large file on your object storage</source>
        <translation>可选，例如对象存储上的一个大文件</translation>
    </message>
    <message>
        <source>Paste the output of the acceptance commands here</source>
        <translation>在此粘贴验收命令的输出</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>What the plan&apos;s peak phase needs (its cards, on any machines)</source>
        <translation>计划峰值阶段所需（其显卡，机器不限）</translation>
    </message>
</context>
<context>
    <name>rp::AcceptanceTableModel</name>
    <message>
        <source>all machines</source>
        <translation>全部机器</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>应为</translation>
    </message>
    <message>
        <source>Line read</source>
        <translation>读取的行</translation>
    </message>
</context>
<context>
    <name>rp::AnsweredRequestsDialog</name>
    <message>
        <source>Answered requests for quotation</source>
        <translation>已填写的询价单</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>完成成本</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>无人报价</translation>
    </message>
    <message>
        <source>%1 (awarded)</source>
        <translation>%1（中标）</translation>
    </message>
    <message>
        <source>Cannot serve: %1</source>
        <translation>无法满足：%1</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>%1, sheet %2, row %3</source>
        <translation>%1，工作表 %2，第 %3 行</translation>
    </message>
    <message numerus="yes">
        <source>Add %n awarded quote(s) to the plan</source>
        <translation>
            <numerusform>把 %n 条中标报价加入计划</numerusform>
        </translation>
    </message>
    <message>
        <source>The awarded answers become quotes of the plan: compare them on the Quotes tab and check the delivered machines against them under Delivery acceptance.</source>
        <translation>中标的报价会成为计划中的报价：可在“报价”页比较，并在“交付验收”里按它们检查交付的机器。</translation>
    </message>
</context>
<context>
    <name>rp::BillingChartView</name>
    <message>
        <source>(above the chart: from %1)</source>
        <translation>（高于图表范围：从 %1 起）</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>rp::BillingPage</name>
    <message>
        <source>Add offer</source>
        <translation>添加报价</translation>
    </message>
    <message>
        <source>Duplicate offer %1</source>
        <translation>复制报价 %1</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message numerus="yes">
        <source>Import %n offer(s)</source>
        <translation>
            <numerusform>导入 %n 个报价</numerusform>
        </translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <source>Currency of every price in this plan, e.g. CNY or USD</source>
        <translation>本计划中所有价格使用的币种，如 CNY 或 USD</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add an empty offer</source>
        <translation>添加一条空白报价</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the selected offer</source>
        <translation>复制选中的报价</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the selected offer</source>
        <translation>删除选中的报价</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <source>Add offers from a quote sheet whose first line names the plan-file keys</source>
        <translation>从报价单添加报价；报价单第一行须列出计划文件中的键名</translation>
    </message>
    <message>
        <source>Past jobs (ledger median)</source>
        <translation>历史任务（账本中位数）</translation>
    </message>
    <message>
        <source>Add offer from the ledger</source>
        <translation>从账本添加报价</translation>
    </message>
    <message>
        <source>Record as job…</source>
        <translation>记录为任务…</translation>
    </message>
    <message>
        <source>Start a ledger entry for the selected offer, with its card, count and the cost planned here; you add what the job really cost.</source>
        <translation>为选中的报价新建一条账本记录，预先填入其显卡、卡数和此处的计划成本；任务的实际成本由你补填。</translation>
    </message>
    <message>
        <source>Different currency</source>
        <translation>货币不同</translation>
    </message>
    <message>
        <source>The ledger price is in %1 but this plan counts in %2. RentPlan does not convert currencies: change the plan&apos;s currency first, or add the offer by hand at a converted price.</source>
        <translation>台账中的价格以 %1 计，而本计划以 %2 计。RentPlan 不做货币换算：请先修改计划的货币，或按换算后的价格手动添加报价。</translation>
    </message>
    <message>
        <source>Import quote sheet (CSV: first line id,provider,card,cards,mode,price_per_card_hour,price_per_card_period,…)</source>
        <translation>导入报价表（CSV：第一行为 id,provider,card,cards,mode,price_per_card_hour,price_per_card_period,…）</translation>
    </message>
    <message>
        <source>Quote sheets (*.csv);;All files (*)</source>
        <translation>报价表 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1

A quote sheet is a CSV file whose first line names offer fields (id, provider, card, cards, mode, price_per_card_hour or price_per_card_period, …), one offer per line after it. Help → Example files → Example quote sheet shows one.</source>
        <translation>%1

报价表是一个 CSV 文件：第一行写报价字段名（id、provider、card、cards、mode、price_per_card_hour 或 price_per_card_period 等），之后每行一条报价。帮助 → 示例文件中有一份示例报价表。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No offers yet.&lt;/b&gt; Set the job above (cards and hours), then &lt;i&gt;Add&lt;/i&gt; the quotes you received, or &lt;i&gt;Import CSV…&lt;/i&gt; a quote sheet. To see how it works first: Help → Example Files → Open the Example Plan.</source>
        <translation>&lt;b&gt;还没有报价。&lt;/b&gt;先在上方设定任务（卡数和时长），然后&lt;i&gt;添加&lt;/i&gt;你拿到的报价，或&lt;i&gt;导入 CSV…&lt;/i&gt;报价表。想先看看怎么用：帮助 → 示例文件 → 打开示例计划。</translation>
    </message>
    <message>
        <source>Offer details</source>
        <translation>报价详情</translation>
    </message>
    <message>
        <source>Buying the hardware</source>
        <translation>自购硬件</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offers&lt;/b&gt; — the example&apos;s prices are placeholders: type the quotes you receive</source>
        <translation>&lt;b&gt;报价&lt;/b&gt; —— 示例中的价格只是占位数字：请输入你拿到的真实报价</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offers&lt;/b&gt; — right-click a column heading to show more columns</source>
        <translation>&lt;b&gt;报价&lt;/b&gt; —— 右键点击列标题可显示更多列</translation>
    </message>
    <message>
        <source>%1 — %2 × %3</source>
        <translation>%1 — %2 × %3</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>情景：%1</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Choose a phase of the plan as the job to compare cards by what they cost to finish.</source>
        <translation>若要按完成费用比较不同显卡，请选择计划中的某个阶段作为任务。</translation>
    </message>
</context>
<context>
    <name>rp::CardCatalog</name>
    <message>
        <source>No GPU (CPU only)</source>
        <translation>无 GPU（仅 CPU）</translation>
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
        <source>Headroom as set</source>
        <translation>按当前设置的余量</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>; or </source>
        <translation>；或 </translation>
    </message>
    <message>
        <source>Fewest cards: how</source>
        <translation>最少卡数：怎么分工</translation>
    </message>
    <message>
        <source>Other settings</source>
        <translation>其他设置</translation>
    </message>
</context>
<context>
    <name>rp::ConfidencePanel</name>
    <message>
        <source>Add phases to see the spread of their cost.</source>
        <translation>添加阶段后即可看到其费用的波动范围。</translation>
    </message>
    <message>
        <source>Add a phase with a GPU to see the spread of its cost.</source>
        <translation>添加一个使用 GPU 的阶段，即可看到其费用的波动范围。</translation>
    </message>
    <message>
        <source>No strategy has a price yet: choose an offer for every phase with a GPU to see the spread of its cost.</source>
        <translation>还没有任何策略能够计价：为每个使用 GPU 的阶段选择报价，即可看到费用的波动范围。</translation>
    </message>
    <message>
        <source>Simulating… %1</source>
        <translation>正在模拟… %1</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>正在模拟…</translation>
    </message>
    <message>
        <source>%1 simulated futures (seed %2): the same plan always gives the same figures.</source>
        <translation>模拟了 %1 种情形（种子 %2）：同一计划总是得出相同的数字。</translation>
    </message>
    <message>
        <source>%1 is the cheapest in %2 of the simulated futures.</source>
        <translation>在 %2 的模拟情形中，“%1”最便宜。</translation>
    </message>
    <message>
        <source>Ask for %1 (P%2): it covers the cost of &quot;%3&quot; in %4 of the simulated futures.</source>
        <translation>申请 %1（P%2）：在 %4 的模拟情形中足以支付“%3”的费用。</translation>
    </message>
    <message>
        <source>The budget of %1 holds in %2 of them.</source>
        <translation>预算 %1 在其中 %2 的情形中够用。</translation>
    </message>
    <message>
        <source>%1 / %2 d</source>
        <translation>%1 / %2 天</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止日</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>● P50 and P90</source>
        <translation>● P50 与 P90</translation>
    </message>
    <message>
        <source>the budget, %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>the deadline, %1 d from the start</source>
        <translation>截止日，距开始 %1 天</translation>
    </message>
    <message>
        <source>Learn from my ledger…</source>
        <translation>从我的账本中学习…</translation>
    </message>
    <message>
        <source>Uncertain inputs: the range each is drawn from (low – most likely – high) and where it comes from</source>
        <translation>不确定的输入：各自的抽样范围（低 – 最可能 – 高）及其来源</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Point estimate</source>
        <translation>点估计</translation>
    </message>
    <message>
        <source>Calendar P50 / P90</source>
        <translation>工期 P50 / P90</translation>
    </message>
    <message>
        <source>Meets the deadline</source>
        <translation>按期完成</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>不超预算</translation>
    </message>
    <message>
        <source>Cheapest in</source>
        <translation>最便宜的比例</translation>
    </message>
    <message>
        <source>One simulated future in ten costs less</source>
        <translation>十种模拟情形中有一种费用更低</translation>
    </message>
    <message>
        <source>Half the simulated futures cost less, half more</source>
        <translation>一半模拟情形费用更低，一半更高</translation>
    </message>
    <message>
        <source>Nine simulated futures in ten cost at most this</source>
        <translation>十种模拟情形中有九种费用不超过此数</translation>
    </message>
    <message>
        <source>The plan&apos;s own figure, every input at its planned value</source>
        <translation>计划本身的数字，每个输入都取计划值</translation>
    </message>
    <message>
        <source>Share of the simulated futures that end by the deadline</source>
        <translation>在截止日前结束的模拟情形所占比例</translation>
    </message>
    <message>
        <source>Share of the simulated futures that cost at most the project&apos;s budget</source>
        <translation>费用不超过项目预算的模拟情形所占比例</translation>
    </message>
    <message>
        <source>Share of the simulated futures in which this strategy costs least</source>
        <translation>此策略费用最低的模拟情形所占比例</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Why this default</source>
        <translation>默认值的依据</translation>
    </message>
    <message>
        <source>Learned from %1:</source>
        <translation>从 %1 中学得：</translation>
    </message>
    <message>
        <source>Use how long the jobs recorded from plan phases in your ledger really took, in place of the defaults, where a card and phase kind have at least 5 jobs</source>
        <translation>用账本中从计划阶段记录的任务实际用了多久来代替默认值（某显卡和阶段类型至少有 5 个任务时）</translation>
    </message>
</context>
<context>
    <name>rp::CostCurveChart</name>
    <message>
        <source>Total cost against job duration</source>
        <translation>总成本随任务时长的变化</translation>
    </message>
    <message>
        <source>Job duration, hours (log scale)</source>
        <translation>任务时长，小时（对数刻度）</translation>
    </message>
    <message>
        <source>Job duration, hours</source>
        <translation>任务时长，小时</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Total cost, %1</source>
        <translation>总成本，%1</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2：%3</translation>
    </message>
    <message>
        <source>No offers to compare yet</source>
        <translation>还没有可比较的报价</translation>
    </message>
    <message>
        <source>Add an offer, import a quote sheet (Import CSV…), or open the example plan (Help → Example Files): each option&apos;s total cost then appears here against the job&apos;s duration.</source>
        <translation>添加一条报价、导入报价表（导入 CSV…），或打开示例计划（帮助 → 示例文件）：各付费方式的总费用随任务时长的变化会显示在这里。</translation>
    </message>
    <message>
        <source>No offer has a cost to draw yet</source>
        <translation>还没有能画出费用的报价</translation>
    </message>
    <message>
        <source>An offer is drawn here once it has a price: type the price you were quoted in the offer&apos;s Price column.</source>
        <translation>报价有了价格才会画在这里：在该报价的“价格”列填入你拿到的价格。</translation>
    </message>
</context>
<context>
    <name>rp::DistributionChart</name>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>Project cost in the simulated futures</source>
        <translation>各模拟情形中的项目费用</translation>
    </message>
    <message>
        <source>project cost (%1)</source>
        <translation>项目费用（%1）</translation>
    </message>
    <message>
        <source>%1, logarithmic</source>
        <translation>%1，对数刻度</translation>
    </message>
    <message>
        <source>Calendar in the simulated futures</source>
        <translation>各模拟情形中的工期</translation>
    </message>
    <message>
        <source>days from the start</source>
        <translation>距开始的天数</translation>
    </message>
    <message>
        <source>share of futures (%)</source>
        <translation>情形占比（%）</translation>
    </message>
    <message>
        <source>%1: P%2 %3</source>
        <translation>%1：P%2 %3</translation>
    </message>
    <message>
        <source>%1: %2 of the futures at or below %3</source>
        <translation>%1：%2 的情形不超过 %3</translation>
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
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 作用层</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA 随机失活（dropout）</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失函数</translation>
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
        <source>Micro-batch for training, concurrent sequences for serving: KV cache and activations grow linearly with it.</source>
        <translation>训练时是微批大小，推理服务时是并发序列数：KV 缓存和激活值都与它成正比。</translation>
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
        <source>Mixed precision keeps fp32 master weights (16 bytes/parameter with AdamW); pure bf16 keeps everything in bf16 (8 bytes/parameter).</source>
        <translation>混合精度会保留一份 fp32 主权重（配合 AdamW 每参数 16 字节）；纯 bf16 全部用 bf16 存放（每参数 8 字节）。</translation>
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
        <source>Attention</source>
        <translation>注意力实现</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>反向中更新优化器</translation>
    </message>
    <message>
        <source>DoRA</source>
        <translation>DoRA</translation>
    </message>
    <message>
        <source>Offload to host RAM</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <source>Memory counted</source>
        <translation>统计口径</translation>
    </message>
    <message>
        <source>Fixed overhead per GPU</source>
        <translation>每卡固定开销</translation>
    </message>
    <message>
        <source>NF4 (no double quant)</source>
        <translation>NF4（无双重量化）</translation>
    </message>
    <message>
        <source>FP4 (bitsandbytes)</source>
        <translation>FP4（bitsandbytes）</translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW</source>
        <translation>分页 8 位 AdamW</translation>
    </message>
    <message>
        <source>Paged AdamW</source>
        <translation>分页 AdamW</translation>
    </message>
    <message>
        <source>SGD without momentum</source>
        <translation>无动量 SGD</translation>
    </message>
    <message>
        <source>SDPA / FlashAttention</source>
        <translation>SDPA / FlashAttention</translation>
    </message>
    <message>
        <source>Eager (stores the score matrix)</source>
        <translation>Eager（保存注意力分数矩阵）</translation>
    </message>
    <message>
        <source>Allocated tensors</source>
        <translation>已分配张量</translation>
    </message>
    <message>
        <source>Reserved by PyTorch</source>
        <translation>PyTorch 保留</translation>
    </message>
    <message>
        <source>Whole device (nvidia-smi)</source>
        <translation>整张显卡（nvidia-smi）</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>None (modelled)</source>
        <translation>无（按模型估算）</translation>
    </message>
    <message>
        <source>Bytes per weight: fp32 4, bf16/fp16 2, fp8/int8 1, int4, NF4 and FP4 about half a byte plus their scales. Embeddings and norms stay 16-bit when quantized.</source>
        <translation>每个权重的字节数：fp32 为 4，bf16/fp16 为 2，fp8/int8 为 1，int4、NF4 和 FP4 约半个字节再加缩放系数。量化时嵌入层和归一化层仍是 16 位。</translation>
    </message>
    <message>
        <source>The KV cache grows with context × sequences; fp8 halves it, fp32 doubles it.</source>
        <translation>KV 缓存随上下文 × 序列数增长；fp8 减半，fp32 加倍。</translation>
    </message>
    <message>
        <source>Sequence length. The KV cache grows linearly with it; under eager attention activations grow with its square.</source>
        <translation>序列长度。KV 缓存随它线性增长；使用 eager 注意力时激活值随它的平方增长。</translation>
    </message>
    <message>
        <source>Optimizer bytes per parameter in mixed precision: AdamW 12, 8-bit AdamW 6, SGD 8, SGD without momentum 4. Paged optimizers keep their states in unified memory: only nvidia-smi counts them.</source>
        <translation>混合精度下每个参数的优化器字节数：AdamW 12，8 位 AdamW 6，SGD 8，无动量 SGD 4。分页优化器把状态放在统一内存里：只有 nvidia-smi 会算上它们。</translation>
    </message>
    <message>
        <source>Each gradient is applied and freed during the backward pass, so the full gradient buffer is never held.</source>
        <translation>每个梯度在反向传播中一产生就被应用并释放，因此从不保留完整的梯度缓冲。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s scaled-dot-product attention (the default of transformers since 2024) and FlashAttention never store the sequence × sequence score matrix; eager attention does.</source>
        <translation>PyTorch 的 scaled-dot-product attention（transformers 自 2024 年起的默认实现）和 FlashAttention 从不保存“序列 × 序列”的分数矩阵；eager 注意力会保存。</translation>
    </message>
    <message>
        <source>Dropout probability on the adapters&apos; input (0 = off). When on, each adapted layer keeps a dropped copy of its input for the backward pass.</source>
        <translation>适配器输入上的 dropout 概率（0 表示关闭）。开启时，每个被适配的层都会为反向传播保留一份 dropout 后的输入副本。</translation>
    </message>
    <message>
        <source>Weight-decomposed LoRA: adds a trained magnitude per output and keeps one more copy of each adapted layer&apos;s output.</source>
        <translation>权重分解的 LoRA：为每个输出多训练一个幅度值，并为每个被适配的层多保留一份输出。</translation>
    </message>
    <message>
        <source>Moves the chosen parts to host RAM (ZeRO-Offload, FSDP CPU offload, activation offloading): they leave the GPU and the RAM they need is shown apart.</source>
        <translation>把所选部分移到主机内存（ZeRO-Offload、FSDP CPU 卸载、激活卸载）：它们不再占用显存，所需内存单独列出。</translation>
    </message>
    <message>
        <source>What the total counts: the tensors (PyTorch&apos;s max_memory_allocated), plus the allocator&apos;s cache (max_memory_reserved), or the whole device with the CUDA context, as nvidia-smi shows. Card fit always uses the whole device.</source>
        <translation>总量的口径：仅张量（PyTorch 的 max_memory_allocated）、加上分配器缓存（max_memory_reserved），或连同 CUDA 上下文的整张显卡（nvidia-smi 所见）。判断能否装下总是按整张显卡。</translation>
    </message>
    <message>
        <source>A fixed amount per GPU in place of the modelled CUDA context and allocator reserve.</source>
        <translation>每张 GPU 的固定数值，代替按模型估算的 CUDA 上下文和分配器预留。</translation>
    </message>
    <message>
        <source>Sharded model built</source>
        <translation>分片模型的构建</translation>
    </message>
    <message>
        <source>One layer at a time</source>
        <translation>逐层构建</translation>
    </message>
    <message>
        <source>Whole, then sharded</source>
        <translation>先整体构建再分片</translation>
    </message>
    <message>
        <source>Recomputing activations in the backward pass trades time for memory: selective drops the attention matrix, full (gradient checkpointing, the default of PEFT, torchtune and LLaMA-Factory) keeps only each layer&apos;s input and repeats the forward pass.</source>
        <translation>反向传播时重算激活值，是用时间换显存：选择性重计算不保存注意力矩阵；完全重计算（梯度检查点，PEFT、torchtune 和 LLaMA-Factory 的默认设置）只保存每层的输入，并把前向计算再做一遍。</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <source>All GPUs of the job. Data-parallel ranks = GPUs / (tensor parallel × pipeline stages); ZeRO shards over them.</source>
        <translation>本任务用到的全部 GPU。数据并行份数 = GPU 数 ÷（张量并行度 × 流水线阶段数），ZeRO 在这些份数之间切分。</translation>
    </message>
    <message>
        <source>Splits the layers into this many consecutive stages, one per card: the first also holds the embeddings, the last the output layer. In training the first stage keeps the activations of as many micro-batches as there are stages (1F1B schedule).</source>
        <translation>把各层按顺序分成这么多段，每段一张卡：第一段还放词嵌入，最后一段还放输出层。训练时第一段要保存与阶段数相同数量的微批次激活（1F1B 调度）。</translation>
    </message>
    <message>
        <source>Chunked (LitGPT, torchtune)</source>
        <translation>分块（LitGPT、torchtune）</translation>
    </message>
    <message>
        <source>Fused (Liger, cut-CE)</source>
        <translation>融合（Liger、cut-CE）</translation>
    </message>
    <message>
        <source>Quantized model readied by</source>
        <translation>量化模型的预处理</translation>
    </message>
    <message>
        <source>For a bitsandbytes model (int8, NF4, FP4): PEFT&apos;s prepare_model_for_kbit_training, which TRL&apos;s SFTTrainer runs, casts the embeddings, LM head and norms to fp32, and the hidden states between layers stay fp32; LLaMA-Factory, Unsloth, LitGPT and torchtune leave them in 16 bits.</source>
        <translation>适用于 bitsandbytes 量化模型（int8、NF4、FP4）：TRL 的 SFTTrainer 会调用 PEFT 的 prepare_model_for_kbit_training，把嵌入层、LM 输出头和归一化层转为 fp32，层与层之间的隐藏状态也随之保持 fp32；LLaMA-Factory、Unsloth、LitGPT 和 torchtune 则把它们留在 16 位。</translation>
    </message>
    <message>
        <source>PEFT (TRL)</source>
        <translation>PEFT（TRL）</translation>
    </message>
    <message>
        <source>transformers (Unsloth)</source>
        <translation>transformers（Unsloth）</translation>
    </message>
    <message>
        <source>Standard (transformers Trainer)</source>
        <translation>标准（transformers Trainer）</translation>
    </message>
    <message>
        <source>Standard, own loop keeps logits</source>
        <translation>标准，自写循环留 logits</translation>
    </message>
    <message>
        <source>The standard loss holds 12 bytes per logit (sequence × vocabulary) under transformers&apos; Trainer, 14 in a loop that keeps the model&apos;s outputs until backward; a chunked loss about 4; a fused linear loss (Liger, cut cross-entropy) only a small chunk of them.</source>
        <translation>标准损失在 transformers 的 Trainer 下每个 logit（序列 × 词表）占 12 字节，在把模型输出保留到反向传播的自写循环里占 14 字节；分块损失约 4 字节；融合线性损失（Liger、cut cross-entropy）只保留其中一小块。</translation>
    </message>
    <message>
        <source>bitsandbytes release</source>
        <translation>bitsandbytes 版本</translation>
    </message>
    <message>
        <source>Sharded by</source>
        <translation>分片方式</translation>
    </message>
    <message>
        <source>Layers per shard unit</source>
        <translation>每分片单元层数</translation>
    </message>
    <message>
        <source>Prefetch next unit</source>
        <translation>预取下一单元</translation>
    </message>
    <message>
        <source>0.43.2 or later</source>
        <translation>0.43.2 及更新</translation>
    </message>
    <message>
        <source>0.43.1 or earlier</source>
        <translation>0.43.1 及更早</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO</source>
        <translation>DeepSpeed ZeRO</translation>
    </message>
    <message>
        <source>Up to 0.43.1 (before July 2024) bitsandbytes&apos; 4-bit matmul keeps each layer&apos;s input for the backward pass; later releases keep only the packed weight.</source>
        <translation>bitsandbytes 0.43.1 及更早版本（2024 年 7 月以前）的 4 位矩阵乘法为反向传播保留每层的输入；之后的版本只保留打包后的权重。</translation>
    </message>
    <message>
        <source>With ZeRO-3: FSDP gathers whole units and keeps its root (embeddings and output layer) whole from forward to backward; DeepSpeed gathers module by module and passes gradients through a bucket.</source>
        <translation>使用 ZeRO-3 时：FSDP 聚合整个单元，并让根单元（嵌入层和输出层）从前向到反向保持完整；DeepSpeed 逐模块聚合，梯度经桶传递。</translation>
    </message>
    <message>
        <source>Decoder layers FSDP wraps into one unit, gathered together (1: one unit per layer).</source>
        <translation>FSDP 包装进一个单元、一起聚合的解码层数（1：每层一个单元）。</translation>
    </message>
    <message>
        <source>Gathers the next unit while the current one computes: faster, one more unit held.</source>
        <translation>在当前单元计算时聚合下一单元：更快，但多占一个单元的显存。</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <source>FSDP gradients cover</source>
        <translation>FSDP 梯度覆盖</translation>
    </message>
    <message>
        <source> micro-batches</source>
        <translation> 个微批次</translation>
    </message>
    <message>
        <source>Trained weights (PEFT&apos;s wrapping)</source>
        <translation>仅训练权重（PEFT 的包装）</translation>
    </message>
    <message>
        <source>Whole units (LitGPT&apos;s wrapping)</source>
        <translation>整个单元（LitGPT 的包装）</translation>
    </message>
    <message>
        <source>With ZeRO-3 or FSDP: DeepSpeed, accelerate, LitGPT and FSDP&apos;s own loading build the model one unit at a time; a script that moves the whole model to the GPU before wrapping it puts the whole 16-bit model on every card, a peak at load time.</source>
        <translation>使用 ZeRO-3 或 FSDP 时：DeepSpeed、accelerate、LitGPT 以及 FSDP 自身的加载都逐个单元构建模型；若脚本在包装前把整个模型移到 GPU，每张卡都会放下完整的 16 位模型，形成加载时峰值。</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step. Under FSDP the ones before the last skip the gradient sync, so every card keeps all gradients whole, not its shard.</source>
        <translation>每次优化器更新的微批次数。在 FSDP 下，最后一个之前的微批次跳过梯度同步，因此每张卡保留完整的全部梯度，而不是自己的分片。</translation>
    </message>
    <message>
        <source>Under FSDP with LoRA: whether only the adapters get gradients, or the frozen weights that share a unit with them too (one flat parameter per block, as LitGPT wraps).</source>
        <translation>FSDP 加 LoRA 时：只有适配器有梯度，还是与其同处一个单元的冻结权重也有梯度（每块一个扁平参数，如 LitGPT 的包装方式）。</translation>
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
        <source>&lt;b&gt;No estimate.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;暂无估算。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 parameters&lt;/b&gt; (shape inferred)</source>
        <translation>&lt;b&gt;%1 个参数&lt;/b&gt;（结构为推断）</translation>
    </message>
    <message>
        <source> (language model %1, vision %2)</source>
        <translation>（语言模型 %1，视觉部分 %2）</translation>
    </message>
    <message>
        <source>Each GPU needs &lt;b&gt;%1&lt;/b&gt; (%2).</source>
        <translation>每张卡需要 &lt;b&gt;%1&lt;/b&gt;（%2）。</translation>
    </message>
    <message>
        <source>Loading peaks higher, at &lt;b&gt;%1&lt;/b&gt;, and that decides the fit.</source>
        <translation>加载时峰值更高，达 &lt;b&gt;%1&lt;/b&gt;，能否装下由它决定。</translation>
    </message>
    <message>
        <source>Loading peaks at %1.</source>
        <translation>加载时峰值为 %1。</translation>
    </message>
    <message>
        <source>Host RAM for what is offloaded: %1.</source>
        <translation>卸载部分占用主机内存：%1。</translation>
    </message>
    <message>
        <source>%1 of %2 card types hold it as set.</source>
        <translation>按当前设置，%2 种卡中有 %1 种装得下。</translation>
    </message>
    <message>
        <source>allocated tensors</source>
        <translation>已分配张量</translation>
    </message>
    <message>
        <source>reserved by PyTorch</source>
        <translation>PyTorch 保留</translation>
    </message>
    <message>
        <source>whole device, as nvidia-smi shows</source>
        <translation>整张显卡，即 nvidia-smi 所见</translation>
    </message>
    <message numerus="yes">
        <source>%n of them also hold it without gradient checkpointing, which takes about %1 % less time.</source>
        <translation>
            <numerusform>其中 %n 种不开梯度检查点也放得下，训练时间约少 %1%。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card in the catalog: whether it holds the job as set, other settings worth knowing (cheaper levers where it does not fit, training without gradient checkpointing where that fits too), and the fewest cards of that type that hold it with the split RentPlan would choose.</source>
        <translation>目录中的每种显卡：按当前设置能否放下；值得了解的其他设置（放不下时更省的办法，放得下时能否不开梯度检查点训练）；以及按 RentPlan 选择的切分方式最少需要几张。</translation>
    </message>
    <message>
        <source>Showing the phase &quot;%1&quot; of the plan, on the split the Planner runs it with: %2.</source>
        <translation>正在显示计划中的阶段“%1”，采用项目规划为它选定的切分方式：%2。</translation>
    </message>
    <message>
        <source>Its %1 pipeline stages count as tensor parallelism here: each card holds the same share of the weights and cache.</source>
        <translation>它的 %1 段流水线在这里按张量并行计算：每张卡存放的权重和缓存份额相同。</translation>
    </message>
</context>
<context>
    <name>rp::ExamplesMenu</name>
    <message>
        <source>Open &amp;Example</source>
        <translation>打开示例(&amp;E)</translation>
    </message>
    <message>
        <source>Fine-tuning a 7B model with LoRA (four phases)</source>
        <translation>用 LoRA 微调 7B 模型（四个阶段）</translation>
    </message>
    <message>
        <source>Full fine-tune of a 70B model</source>
        <translation>全量微调 70B 模型</translation>
    </message>
    <message>
        <source>Inference service: 4-card baseline and release-week peaks</source>
        <translation>推理服务：4 卡基线加发版周峰值</translation>
    </message>
    <message>
        <source>Comparing offers for one job (Billing tab)</source>
        <translation>为单个任务比较报价（计费页）</translation>
    </message>
</context>
<context>
    <name>rp::FinishOfferTableModel</name>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>A CPU offer: it prices phases without a GPU</source>
        <translation>CPU 报价：用于给不用 GPU 的阶段计价</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Cannot run the phase: %1</source>
        <translation>无法运行该阶段：%1</translation>
    </message>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2，%3</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，用时 %2</translation>
    </message>
    <message>
        <source>Finishes the phase on %1 in %2</source>
        <translation>用 %1 完成该阶段，用时 %2</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>完成费用</translation>
    </message>
    <message>
        <source>What finishing the phase costs with this offer: its card&apos;s own hours, the fewest cards that run the model on its machines, whole instances, storage, ingress and egress</source>
        <translation>用这个报价完成该阶段的费用：按该卡自己的工时、在其机器上能运行模型的最少卡数、整实例租用、存储以及数据传入传出计算</translation>
    </message>
</context>
<context>
    <name>rp::HybridCurveChart</name>
    <message>
        <source>owned cards (baseline)</source>
        <translation>自有卡数（基线）</translation>
    </message>
    <message>
        <source>project cost (%1)</source>
        <translation>项目费用（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Hybrid: cost against the owned baseline (best: %n card(s))</source>
        <translation>
            <numerusform>混合：费用随自有基线变化（最佳：%n 张卡）</numerusform>
        </translation>
    </message>
    <message>
        <source>Add self-build figures to see owning a baseline</source>
        <translation>填写自建数据后可查看自有基线策略</translation>
    </message>
    <message numerus="yes">
        <source>%n owned card(s): %1</source>
        <translation>
            <numerusform>自有 %n 张卡：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rp::JobBar</name>
    <message>
        <source>Job:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Hours of computing the job needs</source>
        <translation>任务需要的计算时长（小时）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>使用</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> 张卡</translation>
    </message>
    <message>
        <source>GPUs the job needs; offers are rented by whole instances</source>
        <translation>任务需要的 GPU 数量；报价按整台实例租用</translation>
    </message>
    <message>
        <source>Owned-card utilization:</source>
        <translation>自有显卡利用率：</translation>
    </message>
    <message>
        <source>Share of the time owned cards would compute; sets energy and the cost per card-hour of buying</source>
        <translation>自有显卡实际在计算的时间占比；它决定电费和自建的每卡时成本</translation>
    </message>
    <message>
        <source>Data out:</source>
        <translation>出网数据：</translation>
    </message>
    <message>
        <source>Data sent out of the provider during the job, billed per GB by some offers</source>
        <translation>任务期间从供应商处传出的数据量，部分报价按 GB 收取出网流量费</translation>
    </message>
    <message>
        <source>Log duration axis</source>
        <translation>时长轴用对数刻度</translation>
    </message>
    <message>
        <source>Show job duration on a logarithmic axis</source>
        <translation>以对数刻度显示任务时长</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>Typed hours and cards</source>
        <translation>手填工时和卡数</translation>
    </message>
    <message>
        <source>Where the job comes from: hours and cards you type, or a phase of the plan, costed on every offer by what it takes to finish it</source>
        <translation>任务的来源：手填的工时和卡数，或计划中的某个阶段（按每个报价完成它所需的费用计算）</translation>
    </message>
    <message>
        <source>The phase&apos;s hours on its own card and offer (edit the phase on the Planner tab)</source>
        <translation>该阶段在它自己的显卡和报价上的工时（请在规划页修改阶段）</translation>
    </message>
    <message>
        <source>The phase&apos;s cards; each offer may need more to run the model on its machines</source>
        <translation>该阶段的卡数；某些报价要在其机器上运行模型可能需要更多卡</translation>
    </message>
    <message>
        <source>Utilization:</source>
        <translation>利用率：</translation>
    </message>
    <message>
        <source>Share of the billed time the phase&apos;s cards compute</source>
        <translation>计费时间中该阶段的卡实际在计算的比例</translation>
    </message>
</context>
<context>
    <name>rp::JobFormDialog</name>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>A card from the catalog, or any name (e.g. a self-built machine)</source>
        <translation>从目录中选择显卡，或填写任意名称（如自建机器）</translation>
    </message>
    <message>
        <source>Hours you paid for, per card</source>
        <translation>每张显卡付费的小时数</translation>
    </message>
    <message>
        <source>same as billed</source>
        <translation>与计费时长相同</translation>
    </message>
    <message>
        <source>Hours the cards really computed; the rest is idle time you paid for</source>
        <translation>显卡实际计算的小时数；其余为已付费的空闲时间</translation>
    </message>
    <message>
        <source>what the job produced</source>
        <translation>任务的产出</translation>
    </message>
    <message>
        <source>tags separated by ;</source>
        <translation>标签，以 ; 分隔</translation>
    </message>
    <message>
        <source>Start &amp;date:</source>
        <translation>开始日期(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Card:</source>
        <translation>显卡(&amp;C)：</translation>
    </message>
    <message>
        <source>Number of c&amp;ards:</source>
        <translation>卡数(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Billed hours:</source>
        <translation>计费时长(&amp;B)：</translation>
    </message>
    <message>
        <source>B&amp;usy hours:</source>
        <translation>实际计算时长(&amp;U)：</translation>
    </message>
    <message>
        <source>C&amp;ost:</source>
        <translation>成本(&amp;O)：</translation>
    </message>
    <message>
        <source>Curre&amp;ncy:</source>
        <translation>币种(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>供应商(&amp;P)：</translation>
    </message>
    <message>
        <source>Billing &amp;mode:</source>
        <translation>计费方式(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>任务类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Mod&amp;el:</source>
        <translation>模型(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>结果(&amp;R)：</translation>
    </message>
    <message>
        <source>Ta&amp;gs:</source>
        <translation>标签(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>P&amp;lan:</source>
        <translation>计划(&amp;L)：</translation>
    </message>
    <message>
        <source>P&amp;hase:</source>
        <translation>阶段(&amp;H)：</translation>
    </message>
    <message>
        <source>Planned co&amp;st:</source>
        <translation>计划成本(&amp;S)：</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>计费时长</translation>
    </message>
    <message>
        <source>Busy hours</source>
        <translation>实际计算时长</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Planned cost</source>
        <translation>计划成本</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>Number of cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>own hardware</source>
        <translation>自有硬件</translation>
    </message>
    <message>
        <source>Wall-clock hours the plan gave the phase, counted as billed hours are; &quot;rentplan calibrate&quot; compares the two</source>
        <translation>计划给该阶段安排的实际时长（小时），与计费工时同一口径；&quot;rentplan calibrate&quot; 会对比二者</translation>
    </message>
    <message>
        <source>Planned hours:</source>
        <translation>计划工时：</translation>
    </message>
    <message>
        <source>Planned hours</source>
        <translation>计划工时</translation>
    </message>
</context>
<context>
    <name>rp::JobTableModel</name>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Billed h</source>
        <translation>计费时长（小时）</translation>
    </message>
    <message>
        <source>Busy h</source>
        <translation>实际计算时长（小时）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Per card-hour</source>
        <translation>每卡时成本</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Planned cost</source>
        <translation>计划成本</translation>
    </message>
    <message>
        <source>own hardware</source>
        <translation>自有硬件</translation>
    </message>
    <message>
        <source>recorded %1</source>
        <translation>记录于 %1</translation>
    </message>
    <message>
        <source>changed %1</source>
        <translation>修改于 %1</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>记录人</translation>
    </message>
    <message>
        <source>Updated by</source>
        <translation>最后修改人</translation>
    </message>
    <message>
        <source>Planned hours</source>
        <translation>计划工时</translation>
    </message>
</context>
<context>
    <name>rp::LedgerFilterBar</name>
    <message>
        <source>All cards</source>
        <translation>全部显卡</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部供应商</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>时间段</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Search card, task, model, notes…</source>
        <translation>搜索显卡、任务类型、模型、备注…</translation>
    </message>
    <message>
        <source>My jobs</source>
        <translation>我的任务</translation>
    </message>
    <message>
        <source>Only the jobs recorded by %1</source>
        <translation>只显示 %1 记录的任务</translation>
    </message>
</context>
<context>
    <name>rp::LedgerPage</name>
    <message>
        <source>New Ledger</source>
        <translation>新建账本</translation>
    </message>
    <message>
        <source>RentPlan ledger (*.sqlite)</source>
        <translation>RentPlan 账本 (*.sqlite)</translation>
    </message>
    <message>
        <source>Open Ledger</source>
        <translation>打开账本</translation>
    </message>
    <message>
        <source>RentPlan ledger (*.sqlite *.db);;All files (*)</source>
        <translation>RentPlan 账本 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>账本</translation>
    </message>
    <message>
        <source>&amp;New Ledger…</source>
        <translation>新建账本(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Ledger…</source>
        <translation>打开账本(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Import Jobs…</source>
        <translation>导入任务(&amp;I)…</translation>
    </message>
    <message>
        <source>Import jobs from a ledger CSV (or a JSON export); all rows or none</source>
        <translation>从账本 CSV（或 JSON 导出文件）导入任务；要么全部导入，要么一行都不导入</translation>
    </message>
    <message>
        <source>E&amp;xport Jobs…</source>
        <translation>导出任务(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Add Job…</source>
        <translation>添加任务(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Ledger upgraded</source>
        <translation>账本已升级</translation>
    </message>
    <message>
        <source>The ledger was upgraded to this version of RentPlan. A copy of the previous file is at %1.</source>
        <translation>账本已升级为当前版本 RentPlan 所用的格式。升级前文件的副本保存在 %1。</translation>
    </message>
    <message>
        <source>%1 of %2 matching jobs loaded</source>
        <translation>已加载 %2 个匹配任务中的 %1 个</translation>
    </message>
    <message>
        <source>No ledger is open.</source>
        <translation>未打开任何账本。</translation>
    </message>
    <message>
        <source>Ledger: %1 (read-only)</source>
        <translation>账本：%1（只读）</translation>
    </message>
    <message>
        <source>Ledger: %1</source>
        <translation>账本：%1</translation>
    </message>
    <message>
        <source>Import Jobs</source>
        <translation>导入任务</translation>
    </message>
    <message>
        <source>Ledger CSV (*.csv);;Ledger JSON (*.json)</source>
        <translation>账本 CSV (*.csv);;账本 JSON (*.json)</translation>
    </message>
    <message>
        <source>This file was already imported into this ledger. Import it again?</source>
        <translation>此文件之前已导入过本账本。要再次导入吗？</translation>
    </message>
    <message>
        <source>(more errors not shown)</source>
        <translation>（其余错误未显示）</translation>
    </message>
    <message>
        <source>Nothing was imported:
%1</source>
        <translation>未导入任何内容：
%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n job(s).</source>
        <translation>
            <numerusform>已导入 %n 个任务。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Jobs</source>
        <translation>导出任务</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n job(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 个任务导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing jobs…</source>
        <translation>正在导入任务…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>导入已取消，未导入任何内容。</translation>
    </message>
    <message>
        <source>%1: the ledger is damaged (%2). It was closed and left unchanged; restore it from a backup or an export.</source>
        <translation>%1：账本已损坏（%2）。已将其关闭，文件未作任何改动；请用备份或导出文件恢复。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No jobs yet.&lt;/b&gt; Record a job you ran with &lt;i&gt;Add Job…&lt;/i&gt;, or bring in past jobs with &lt;i&gt;Import Jobs…&lt;/i&gt; (a CSV with the header date,provider,card,cards,billing_mode,billed_hours,…). To look around first: Help → Example Files → Import the Example Jobs.</source>
        <translation>&lt;b&gt;还没有任务。&lt;/b&gt;用&lt;i&gt;添加任务…&lt;/i&gt;记录一个跑过的任务，或用&lt;i&gt;导入任务…&lt;/i&gt;导入历史任务（表头为 date,provider,card,cards,billing_mode,billed_hours,… 的 CSV）。想先看看效果：帮助 → 示例文件 → 导入示例任务。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No jobs match these filters.&lt;/b&gt; Widen the period, or choose all cards and all providers.</source>
        <translation>&lt;b&gt;没有符合筛选条件的任务。&lt;/b&gt;请放宽时间范围，或选择全部卡型和全部供应商。</translation>
    </message>
    <message>
        <source>Import Jobs (CSV: date,provider,card,cards,billing_mode,billed_hours,…)</source>
        <translation>导入任务（CSV：date,provider,card,cards,billing_mode,billed_hours,…）</translation>
    </message>
    <message>
        <source>Open &amp;Team Ledger (PostgreSQL)…</source>
        <translation>打开团队账本（PostgreSQL）(&amp;T)…</translation>
    </message>
    <message>
        <source>Open a ledger the team shares on a PostgreSQL server</source>
        <translation>打开团队在 PostgreSQL 服务器上共用的账本</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>重新连接(&amp;R)</translation>
    </message>
    <message>
        <source>Open the same team ledger again</source>
        <translation>再次打开同一个团队账本</translation>
    </message>
    <message>
        <source>Open Team Ledger</source>
        <translation>打开团队账本</translation>
    </message>
    <message>
        <source>Team Ledger</source>
        <translation>团队账本</translation>
    </message>
    <message>
        <source>Team ledger: %1</source>
        <translation>团队账本：%1</translation>
    </message>
    <message>
        <source>Nothing more can be saved until RentPlan reconnects: use Reconnect above the list when the server is back.</source>
        <translation>重新连接之前无法再保存任何内容：服务器恢复后，请点列表上方的“重新连接”。</translation>
    </message>
    <message>
        <source>Team ledger: %1 (read-only for %2)</source>
        <translation>团队账本：%1（对 %2 只读）</translation>
    </message>
    <message>
        <source>&lt;b&gt;The team ledger is not connected.&lt;/b&gt; Its jobs are shown again after &lt;i&gt;Reconnect&lt;/i&gt;.</source>
        <translation>&lt;b&gt;团队账本未连接。&lt;/b&gt;点击&lt;i&gt;重新连接&lt;/i&gt;后会重新显示其中的任务。</translation>
    </message>
</context>
<context>
    <name>rp::LedgerStatsPanel</name>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>任务数</translation>
    </message>
    <message>
        <source>Card-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Per card-hour</source>
        <translation>每卡时成本</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Plan / phase</source>
        <translation>计划 / 阶段</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差额</translation>
    </message>
    <message>
        <source>Price for a new plan</source>
        <translation>新计划的参考价格</translation>
    </message>
    <message>
        <source>any task</source>
        <translation>任意任务类型</translation>
    </message>
    <message>
        <source>any tag</source>
        <translation>任意标签</translation>
    </message>
    <message>
        <source>Use this price in a plan</source>
        <translation>在计划中使用此价格</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>显卡：</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任务类型：</translation>
    </message>
    <message>
        <source>Tag:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost per card-hour by card&lt;/b&gt;</source>
        <translation>&lt;b&gt;各显卡的每卡时成本&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;By provider&lt;/b&gt;</source>
        <translation>&lt;b&gt;按供应商&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan versus actual&lt;/b&gt;</source>
        <translation>&lt;b&gt;计划与实际对比&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Choose a card, a task or a tag to see what such jobs cost.</source>
        <translation>选择显卡、任务类型或标签，查看此类任务的成本。</translation>
    </message>
    <message numerus="yes">
        <source>Median &lt;b&gt;%1&lt;/b&gt; per card-hour over %n job(s) (range %2 to %3).</source>
        <translation>
            <numerusform>%n 个任务的每卡时成本中位数为 &lt;b&gt;%1&lt;/b&gt;（范围 %2 至 %3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No past jobs match.</source>
        <translation>没有匹配的历史任务。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;Currency shown:</source>
        <translation>显示的货币(&amp;C)：</translation>
    </message>
    <message>
        <source>Amounts in different currencies are never added together: choose which one the chart and tables show.</source>
        <translation>不同货币的金额从不相加：请选择图表和表格显示哪一种。</translation>
    </message>
    <message>
        <source>(no currency recorded)</source>
        <translation>（未记录货币）</translation>
    </message>
    <message>
        <source>&lt;b&gt;No jobs yet.&lt;/b&gt; Press &lt;i&gt;Add Job…&lt;/i&gt; to record one, or import a CSV of past jobs (&lt;i&gt;Import Jobs…&lt;/i&gt;). The totals, the spend per month and the prices per card-hour appear here.</source>
        <translation>&lt;b&gt;还没有任务。&lt;/b&gt;点击&lt;i&gt;添加任务…&lt;/i&gt;记录一条，或导入历史任务的 CSV（&lt;i&gt;导入任务…&lt;/i&gt;）。合计、每月支出和每卡时价格会显示在这里。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No jobs match.&lt;/b&gt; Widen the period or clear the card and provider filters.</source>
        <translation>&lt;b&gt;没有匹配的任务。&lt;/b&gt;请放宽时间范围，或清除卡型和供应商筛选。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n job(s)&lt;/b&gt; in %1 currencies; amounts in different currencies are never added.</source>
        <translation>
            <numerusform>&lt;b&gt;%n 个任务&lt;/b&gt;，涉及 %1 种货币；不同货币的金额从不相加。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n job(s)&lt;/b&gt;, total cost &lt;b&gt;%1&lt;/b&gt;, %2 card-hours billed, %3 per card-hour. Idle: %4 card-hours (%5 %) costing &lt;b&gt;%6&lt;/b&gt;.</source>
        <translation>
            <numerusform>&lt;b&gt;%n 个任务&lt;/b&gt;，总成本 &lt;b&gt;%1&lt;/b&gt;，计费 %2 卡时，每卡时 %3。空闲：%4 卡时（%5 %），空闲成本 &lt;b&gt;%6&lt;/b&gt;。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;By person&lt;/b&gt; (who recorded the jobs)</source>
        <translation>&lt;b&gt;按人员&lt;/b&gt;（任务的记录人）</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>记录人</translation>
    </message>
</context>
<context>
    <name>rp::MainWindow</name>
    <message>
        <source>About RentPlan</source>
        <translation>关于 RentPlan</translation>
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
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>%1 — RentPlan</source>
        <translation>%1 — RentPlan</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>账本</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>项目规划</translation>
    </message>
    <message>
        <source>Rented machine</source>
        <translation>租用机器</translation>
    </message>
    <message>
        <source>Save the example files to</source>
        <translation>将示例文件保存到</translation>
    </message>
    <message>
        <source>Example files</source>
        <translation>示例文件</translation>
    </message>
    <message>
        <source>%1 already exists; nothing was written.</source>
        <translation>%1 已存在；未写入任何文件。</translation>
    </message>
    <message>
        <source>Written:
%1

Open the plan with File → Open; import the quote sheet with Billing → Import CSV and the jobs with File → Import Jobs.</source>
        <translation>已写入：
%1

用 文件 → 打开 打开计划；用 计费 → 导入 CSV 导入报价表，用 文件 → 导入任务 导入任务。</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>使用指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Example Files</source>
        <translation>示例文件(&amp;E)</translation>
    </message>
    <message>
        <source>Open the Example &amp;Plan</source>
        <translation>打开示例计划(&amp;P)</translation>
    </message>
    <message>
        <source>Offers with placeholder prices and a machine to buy, on the Billing tab</source>
        <translation>在“计费”页打开：带占位价格的报价和一台可购买的机器</translation>
    </message>
    <message>
        <source>Import the Example &amp;Quote Sheet into the Plan</source>
        <translation>将示例报价表导入计划(&amp;Q)</translation>
    </message>
    <message>
        <source>Import the Example &amp;Jobs into the Ledger</source>
        <translation>将示例任务导入台账(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Save the Example Files to a Folder…</source>
        <translation>将示例文件保存到文件夹(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销“%1”(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做“%1”(&amp;R)</translation>
    </message>
    <message>
        <source>Learn from my ledger</source>
        <translation>从我的账本中学习</translation>
    </message>
    <message>
        <source>&lt;b&gt;RentPlan %1&lt;/b&gt;&lt;p&gt;Plan GPU rentals before you spend: size the memory a model needs, lay a project out in phases, compare ways of paying on what finishing costs, send vendors a request for quotation, and keep a ledger of what jobs really cost.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later. RentPlan comes with no warranty. It draws its charts with Qt Charts, which Qt&apos;s open-source edition offers under the GPL version 3 only, so RentPlan is GPL too.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3), nlohmann/json, SQLite, libxlsxwriter, minizip and qpdf.&lt;/p&gt;&lt;p&gt;Data sources: card figures from NVIDIA&apos;s datasheets; training memory from ZeRO (Rajbhandari et al., 2019) and activation memory from Korthikanti et al. (2022); training compute from Kaplan et al. (2020); spot checkpoint intervals from Young (1974) and Daly (2006). Example prices are placeholders, not market prices.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;#guide&quot;&gt;Open the user guide&lt;/a&gt; (F1): every tab, the formulas and the file formats.&lt;/p&gt;</source>
        <translation>&lt;b&gt;RentPlan %1&lt;/b&gt;&lt;p&gt;花钱之前先把 GPU 租用计划做清楚：估算模型需要的显存，把项目分成若干阶段，按完成成本比较各种付费方式，向供应商发出询价单，并在台账里记下每个任务的实际花费。&lt;/p&gt;&lt;p&gt;许可证：GNU 通用公共许可证第 3 版或更高版本。RentPlan 不提供任何担保。RentPlan 用 Qt Charts 绘制图表，而 Qt 开源版只按 GPL 第 3 版提供 Qt Charts，因此 RentPlan 也采用 GPL。&lt;/p&gt;&lt;p&gt;使用 Qt %2 构建（运行于 Qt %3），并使用 nlohmann/json、SQLite、libxlsxwriter、minizip 和 qpdf。&lt;/p&gt;&lt;p&gt;数据来源：显卡参数来自 NVIDIA 数据手册；训练显存依据 ZeRO（Rajbhandari 等，2019），激活显存依据 Korthikanti 等（2022）；训练计算量依据 Kaplan 等（2020）；抢占式实例的检查点间隔依据 Young（1974）和 Daly（2006）。示例价格只是占位数字，不是市场价格。&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;#guide&quot;&gt;打开用户指南&lt;/a&gt;（F1）：每个标签页、公式和文件格式。&lt;/p&gt;</translation>
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
    <message>
        <source>Allocator reserve</source>
        <translation>分配器预留</translation>
    </message>
    <message>
        <source>CUDA context / overhead</source>
        <translation>CUDA 上下文 / 开销</translation>
    </message>
    <message>
        <source>Per GPU: —</source>
        <translation>每张 GPU：—</translation>
    </message>
    <message>
        <source>Memory on one GPU: no estimate while the input is not valid</source>
        <translation>单张 GPU 的显存：输入无效，暂无估算</translation>
    </message>
    <message>
        <source>Sharding and offload buffers</source>
        <translation>分片与卸载缓冲区</translation>
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
    <message>
        <source>Choose a config.json (Open config.json… or drop one here) to see an estimate.</source>
        <translation>请选择一个 config.json（点“打开 config.json…”或拖放到这里）后查看估算。</translation>
    </message>
    <message>
        <source>KV heads (optional)</source>
        <translation>KV 头数（可选）</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>按假设</translation>
    </message>
    <message>
        <source>Key/value heads, if known. Otherwise they come from the shipped model of that size, or grouped-query attention with 8 KV heads is assumed from 30B up.</source>
        <translation>已知时填写键/值头数。否则取同等规模的内置模型；若没有，30B 及以上按 8 个 KV 头的分组查询注意力估算。</translation>
    </message>
    <message>
        <source>KV heads (%1) must divide the %2 attention heads of the inferred shape.</source>
        <translation>KV 头数（%1）必须能整除推断结构中的 %2 个注意力头。</translation>
    </message>
</context>
<context>
    <name>rp::OfferDetailsPanel</name>
    <message>
        <source>Checkpoint every: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>检查点间隔：&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other terms of the selected offer&lt;/b&gt;</source>
        <translation>&lt;b&gt;所选报价的其他条款&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Short name (id):</source>
        <translation>简称（编号）：</translation>
    </message>
    <message>
        <source>Minimum billed time, hours:</source>
        <translation>最低计费时长（小时）：</translation>
    </message>
    <message>
        <source>Billed in steps of, hours (0 = billed exactly):</source>
        <translation>计费步长（小时，0 = 按实际时长计费）：</translation>
    </message>
    <message>
        <source>Released early:</source>
        <translation>提前释放时：</translation>
    </message>
    <message>
        <source>Renewal price, %1 / card / period:</source>
        <translation>续费价格（%1 / 卡 / 周期）：</translation>
    </message>
    <message>
        <source>Storage, %1 / instance / month:</source>
        <translation>存储（%1 / 实例 / 月）：</translation>
    </message>
    <message>
        <source>Egress, %1 / GB sent out:</source>
        <translation>出网流量（%1 / GB）：</translation>
    </message>
    <message>
        <source>Spot interruptions per day:</source>
        <translation>竞价实例每天中断次数：</translation>
    </message>
    <message>
        <source>Minutes to save a checkpoint:</source>
        <translation>保存一次检查点所需分钟数：</translation>
    </message>
    <message>
        <source>Minutes to restart after an interruption:</source>
        <translation>中断后重启所需分钟数：</translation>
    </message>
    <message>
        <source>Most work one interruption may cost, minutes:</source>
        <translation>一次中断最多损失的工作量（分钟）：</translation>
    </message>
    <message>
        <source>Select an offer in the table to see and edit its other terms: minimum billed time, billing step, refund, renewal price, storage, data sent out and in, the network between its machines and the spot settings.</source>
        <translation>在表格中选中一条报价，即可查看和修改它的其余条款：最短计费时长、计费步长、退款、续费价格、存储、出站和入站流量、机器之间的网络，以及竞价实例的设置。</translation>
    </message>
    <message>
        <source>Ingress, %1 / GB sent in:</source>
        <translation>入站流量，%1 / 每上传 1 GB：</translation>
    </message>
    <message>
        <source>Network between machines:</source>
        <translation>机器之间的网络：</translation>
    </message>
    <message>
        <source>Network bandwidth, Gbit/s:</source>
        <translation>网络带宽（Gbit/s）：</translation>
    </message>
</context>
<context>
    <name>rp::OfferTableModel</name>
    <message>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Short unique name used by charts and the command line</source>
        <translation>简短且唯一的名称，供图表和命令行引用</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Who quoted this price</source>
        <translation>给出该报价的供应商</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>GPUs in one instance; jobs rent whole instances</source>
        <translation>单个实例包含的显卡数；任务按整个实例租用</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>On-demand, weekly, monthly, yearly/reserved or spot</source>
        <translation>按量计费、包周、包月、包年/预留或竞价实例</translation>
    </message>
    <message>
        <source>Job cost</source>
        <translation>任务费用</translation>
    </message>
    <message>
        <source>What the job above costs with this offer: billed time, whole instances, storage and egress</source>
        <translation>按此报价运行上方任务的费用：计入计费时长、整实例租用、存储费和出网流量</translation>
    </message>
    <message>
        <source>Minimum h</source>
        <translation>最低计费时长（小时）</translation>
    </message>
    <message>
        <source>Shortest time billed, in hours (0 = none)</source>
        <translation>最低计费时长，单位小时（0 = 无）</translation>
    </message>
    <message>
        <source>Step h</source>
        <translation>计费步长（小时）</translation>
    </message>
    <message>
        <source>Time is billed in steps of this many hours (0 = billed exactly)</source>
        <translation>按此小时数为步长计费（0 = 按实际时长计费）</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>退款</translation>
    </message>
    <message>
        <source>Released early: no refund, or the unused part refunded pro rata</source>
        <translation>提前释放时：不退款，或按比例退还未使用的部分</translation>
    </message>
    <message>
        <source>Renewal</source>
        <translation>续费</translation>
    </message>
    <message>
        <source>Price of each later period; empty = same as the first</source>
        <translation>之后每个周期的续费价格；留空 = 与首个周期相同</translation>
    </message>
    <message>
        <source>Storage/month</source>
        <translation>存储费/月</translation>
    </message>
    <message>
        <source>Disk per instance and month, billed while stopped too</source>
        <translation>每个实例每月的磁盘费用，关机期间同样计费</translation>
    </message>
    <message>
        <source>Egress/GB</source>
        <translation>出网流量/GB</translation>
    </message>
    <message>
        <source>Price of each GB sent out of the provider</source>
        <translation>从供应商网络向外发送每 GB 数据的价格</translation>
    </message>
    <message>
        <source>Interruptions/day</source>
        <translation>中断次数/天</translation>
    </message>
    <message>
        <source>Spot: how often the instance is reclaimed, on average</source>
        <translation>竞价实例：实例被回收的平均频率</translation>
    </message>
    <message>
        <source>Save min</source>
        <translation>保存（分钟）</translation>
    </message>
    <message>
        <source>Spot: minutes one checkpoint takes to write</source>
        <translation>竞价实例：写入一次检查点所需的分钟数</translation>
    </message>
    <message>
        <source>Restart min</source>
        <translation>重启（分钟）</translation>
    </message>
    <message>
        <source>Spot: minutes to get a new instance and reload the checkpoint</source>
        <translation>竞价实例：获取新实例并重新加载检查点所需的分钟数</translation>
    </message>
    <message>
        <source>Max loss min</source>
        <translation>最大损失（分钟）</translation>
    </message>
    <message>
        <source>Spot: the most work one interruption may cost; empty = use Daly&apos;s interval</source>
        <translation>竞价实例：一次中断最多允许损失多少分钟的工作；留空 = 采用 Daly 间隔</translation>
    </message>
    <message>
        <source>Save every</source>
        <translation>保存间隔</translation>
    </message>
    <message>
        <source>Spot: checkpoint interval by Daly&apos;s formula, shortened to respect the maximum loss</source>
        <translation>竞价实例：按 Daly 公式计算的检查点间隔，必要时缩短以满足最大损失限制</translation>
    </message>
    <message>
        <source>never finishes</source>
        <translation>无法完成</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>Daly: %1 min; Young (first-order): %2 min; maximum-loss bound: %3 min. Each hour of work takes %4 h of wall time.</source>
        <translation>Daly：%1 分钟；Young（一阶近似）：%2 分钟；最大损失上限：%3 分钟。每 1 小时的计算量需要 %4 小时实际耗时。</translation>
    </message>
    <message>
        <source>Does not apply to %1 offers</source>
        <translation>不适用于%1报价</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1：“%2”不是数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another offer</source>
        <translation>“%1”已被其他报价使用</translation>
    </message>
    <message>
        <source>Cards per instance</source>
        <translation>每实例卡数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1 / card / week</source>
        <translation>%1 / 卡 / 周</translation>
    </message>
    <message>
        <source>%1 / card / month</source>
        <translation>%1 / 卡 / 月</translation>
    </message>
    <message>
        <source>%1 / card / year</source>
        <translation>%1 / 卡 / 年</translation>
    </message>
    <message>
        <source>%1 / card-hour</source>
        <translation>%1 / 卡时</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>billed exactly</source>
        <translation>按实际时长计费</translation>
    </message>
    <message>
        <source>GPU model, from the card catalog, or no GPU for a CPU machine (it prices CPU-only phases)</source>
        <translation>GPU 型号，取自显卡目录；CPU 机器选“无 GPU”（用于给只用 CPU 的阶段计价）</translation>
    </message>
    <message>
        <source>Per card-hour for on-demand and spot; per card and period for weekly, monthly, yearly; a CPU machine per machine-hour or machine and period</source>
        <translation>按需和竞价实例按每卡每小时计；包周、包月、包年按每卡每周期计；CPU 机器按每台每小时或每台每周期计</translation>
    </message>
    <message>
        <source>Ingress/GB</source>
        <translation>入站/GB</translation>
    </message>
    <message>
        <source>Price of each GB sent to the machine (most providers charge nothing)</source>
        <translation>每上传 1 GB 数据到机器的价格（大多数厂商不收费）</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>The network between instances when a job spans several: InfiniBand, RoCE or 100 Gbit/s and more let machines scale about as well as the cards inside one; anything else, or nothing stated, scales much worse</source>
        <translation>任务跨多个实例时实例之间的网络：InfiniBand、RoCE 或 100 Gbit/s 以上时，多台机器的扩展效率接近单台机器内的卡；其他网络或未注明时，扩展效率差得多</translation>
    </message>
    <message>
        <source>Network Gbit/s</source>
        <translation>网络 Gbit/s</translation>
    </message>
    <message>
        <source>Bandwidth between instances, Gbit/s; empty = not stated</source>
        <translation>实例之间的带宽（Gbit/s）；留空表示未注明</translation>
    </message>
    <message>
        <source>%1 / machine / week</source>
        <translation>%1 / 台 / 周</translation>
    </message>
    <message>
        <source>%1 / machine / month</source>
        <translation>%1 / 台 / 月</translation>
    </message>
    <message>
        <source>%1 / machine / year</source>
        <translation>%1 / 台 / 年</translation>
    </message>
    <message>
        <source>%1 / machine-hour</source>
        <translation>%1 / 台时</translation>
    </message>
    <message>
        <source>A CPU machine is rented whole: one machine per instance, no GPUs</source>
        <translation>CPU 机器整台租用：每个实例一台机器，没有 GPU</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>None (separate machines)</source>
        <translation>无（各机器互不相连）</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>no price yet</source>
        <translation>尚无价格</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>不参与比较</translation>
    </message>
    <message>
        <source>This offer has no price yet, so it is compared with nothing: type the price you were quoted in the Price column (%1).</source>
        <translation>此报价还没有价格，因此不参与任何比较：在“价格”列填入你拿到的价格（%1）。</translation>
    </message>
    <message>
        <source>per machine and period</source>
        <translation>每台机器每周期</translation>
    </message>
    <message>
        <source>per machine-hour</source>
        <translation>每机时</translation>
    </message>
    <message>
        <source>per card and period</source>
        <translation>每卡每周期</translation>
    </message>
    <message>
        <source>per card-hour</source>
        <translation>每卡时</translation>
    </message>
</context>
<context>
    <name>rp::PhaseDelegate</name>
    <message>
        <source>Cheapest offer for the card</source>
        <translation>该卡最便宜的报价</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> d</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>day </source>
        <translation>第 </translation>
    </message>
    <message>
        <source>after the previous</source>
        <translation>紧接上一阶段</translation>
    </message>
    <message>
        <source>Cheapest CPU offer</source>
        <translation>最便宜的 CPU 报价</translation>
    </message>
    <message>
        <source>default of the kind</source>
        <translation>按类型默认</translation>
    </message>
</context>
<context>
    <name>rp::PhaseTableModel</name>
    <message>
        <source>%1 (from workload)</source>
        <translation>%1（按工作量推算）</translation>
    </message>
    <message>
        <source>from workload</source>
        <translation>按工作量推算</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>第 %1 天</translation>
    </message>
    <message>
        <source>after the previous</source>
        <translation>紧接上一阶段</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>每轮时长</translation>
    </message>
    <message>
        <source>Busy share</source>
        <translation>忙碌占比</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Gap before</source>
        <translation>前置间隔</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>开始方式</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;</source>
        <translation>未知类型“%1”</translation>
    </message>
    <message>
        <source>no price: add an offer for the card</source>
        <translation>无价格：请添加这种卡的报价</translation>
    </message>
    <message>
        <source>no price: add a CPU offer</source>
        <translation>无价格：请添加 CPU 报价</translation>
    </message>
    <message>
        <source>Without a model workload the cards simply share the hours.</source>
        <translation>没有模型工作量时，各卡只是分摊时长。</translation>
    </message>
    <message>
        <source>Runs without a GPU.</source>
        <translation>不使用 GPU。</translation>
    </message>
    <message>
        <source>%1; they work %2 times as fast as one card (S).</source>
        <translation>%1；速度是单卡的 %2 倍（S）。</translation>
    </message>
    <message>
        <source>Default for %1: %2, because %3. Change it in the Project tab.</source>
        <translation>%1的默认值：%2，因为%3。可在“项目”页修改。</translation>
    </message>
    <message>
        <source>Includes moving the phase&apos;s data: %1 billed on its cards, ingress %2, egress %3.</source>
        <translation>含该阶段的数据传输：按它的卡计费 %1，入站 %2，出站 %3。</translation>
    </message>
    <message>
        <source>Runs as</source>
        <translation>切分方式</translation>
    </message>
    <message>
        <source>Set for this phase; choose &quot;default of the kind&quot; in the cell to go back to the default.</source>
        <translation>这是该阶段自己的设置；在单元格里选“按类型默认”即可恢复默认值。</translation>
    </message>
    <message>
        <source>%1 (the cheapest)</source>
        <translation>%1（最便宜）</translation>
    </message>
    <message>
        <source>Derived from the phase&apos;s workload. Double-click to edit the workload.</source>
        <translation>由该阶段的工作量推算。双击可编辑工作量。</translation>
    </message>
</context>
<context>
    <name>rp::PlanController</name>
    <message>
        <source>Open plan</source>
        <translation>打开计划</translation>
    </message>
    <message>
        <source>RentPlan plans (*.rentplan);;All files (*)</source>
        <translation>RentPlan 计划 (*.rentplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名计划</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>计划“%1”有尚未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>无法打开计划</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存计划</translation>
    </message>
    <message>
        <source>RentPlan plans (*.rentplan)</source>
        <translation>RentPlan 计划 (*.rentplan)</translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation>无法保存计划</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation>新建计划(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Plan…</source>
        <translation>打开计划(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Plan</source>
        <translation>保存计划(&amp;S)</translation>
    </message>
    <message>
        <source>Save Plan &amp;As…</source>
        <translation>计划另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
</context>
<context>
    <name>rp::PlannerPage</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>编辑“%2”的%1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>移动“%1”</translation>
    </message>
    <message>
        <source>Editing:</source>
        <translation>正在编辑：</translation>
    </message>
    <message>
        <source>Duplicate as scenario</source>
        <translation>复制为情景</translation>
    </message>
    <message>
        <source>Copy the phases shown into a new named scenario, saved in the plan file</source>
        <translation>把当前显示的阶段复制为一个新的命名情景，随计划文件保存</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>删除情景</translation>
    </message>
    <message>
        <source>Add phase</source>
        <translation>添加阶段</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Fine-tuning project: data, trials, training, evaluation</source>
        <translation>微调项目：数据、试跑、训练、评测</translation>
    </message>
    <message>
        <source>Record as job…</source>
        <translation>记录为任务…</translation>
    </message>
    <message>
        <source>Open a ledger entry for the selected phase, with its planned cost</source>
        <translation>为选中的阶段新建一条账本记录，附带计划费用</translation>
    </message>
    <message>
        <source>No phases yet: add one, or use Templates for the four phases of a fine-tuning project. Drag rows to reorder them.</source>
        <translation>还没有阶段：添加一个，或用“模板”一次加入微调项目的四个阶段。拖动行可调整顺序。</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Cheapest cards</source>
        <translation>最便宜的显卡</translation>
    </message>
    <message>
        <source>Compare scenarios</source>
        <translation>比较情景</translation>
    </message>
    <message>
        <source>The plan</source>
        <translation>计划本身</translation>
    </message>
    <message>
        <source>Scenario &quot;%1&quot;</source>
        <translation>情景“%1”</translation>
    </message>
    <message numerus="yes">
        <source>Peak %n card(s) at once; %1 card-hours over %2 days; renting every phase costs %3.</source>
        <translation>
            <numerusform>峰值同时 %n 张卡；共 %1 卡时，历时 %2 天；每个阶段都租需 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>复制“%1”</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除“%1”</translation>
    </message>
    <message>
        <source>Add the fine-tuning phases</source>
        <translation>添加微调的各个阶段</translation>
    </message>
    <message>
        <source>Run %1 on %2</source>
        <translation>让“%1”改用 %2</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>情景 %1</translation>
    </message>
    <message>
        <source>Add scenario %1</source>
        <translation>添加情景“%1”</translation>
    </message>
    <message>
        <source>Delete scenario %1</source>
        <translation>删除情景“%1”</translation>
    </message>
    <message>
        <source>scenario name</source>
        <translation>情景名称</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名情景</translation>
    </message>
    <message>
        <source>Give the scenario being edited the name typed in the field beside it</source>
        <translation>把旁边输入框中的名称赋给正在编辑的情景</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Phase workload</source>
        <translation>阶段工作量</translation>
    </message>
    <message>
        <source>Type the new name in the field beside the button, then rename.</source>
        <translation>请先在按钮旁的输入框中填写新名称，再点重命名。</translation>
    </message>
    <message>
        <source>A scenario named &quot;%1&quot; exists already; names pick scenarios, so each must be unique.</source>
        <translation>已有名为“%1”的情景；情景按名称选取，名称不能重复。</translation>
    </message>
    <message>
        <source>Rename scenario %1 to %2</source>
        <translation>把情景 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message numerus="yes">
        <source>The sum is incomplete: %n phase(s) have no price (%1).</source>
        <translation>
            <numerusform>合计不完整：有 %n 个阶段没有价格（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>把握度</translation>
    </message>
</context>
<context>
    <name>rp::ProjectSettingsPanel</name>
    <message>
        <source>Set the default busy share of %1</source>
        <translation>设置%1的默认忙碌占比</translation>
    </message>
    <message>
        <source>Set the project&apos;s start date</source>
        <translation>设置项目开始日期</translation>
    </message>
    <message>
        <source>Set the project&apos;s deadline</source>
        <translation>设置项目截止日期</translation>
    </message>
    <message>
        <source>Set the team profile</source>
        <translation>设置团队类型</translation>
    </message>
    <message>
        <source>Set the cost of a day of waiting</source>
        <translation>设置每天的等待成本</translation>
    </message>
    <message>
        <source> %1 / day</source>
        <translation> %1 / 天</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>按团队类型：%1</translation>
    </message>
    <message>
        <source>%1 by default: %2. A phase&apos;s own busy share still wins; 0 uses the team profile&apos;s.</source>
        <translation>默认 %1：%2。阶段自己设置的忙碌占比优先；填 0 则使用团队类型的默认值。</translation>
    </message>
    <message>
        <source>The project around the phases: when it starts and must end, how busy each kind of phase keeps its cards, and what a day of waiting costs.</source>
        <translation>各阶段所属项目的设置：何时开始、何时必须结束、每类阶段让卡忙碌的比例，以及每等一天的成本。</translation>
    </message>
    <message>
        <source>This scenario has project settings of its own, from the plan file: they are shown, and edited in the file. Switch to the plan to edit its settings here.</source>
        <translation>这个情景在计划文件里有自己的项目设置：这里只显示，修改请在文件中进行。切换回计划本身即可在这里编辑它的设置。</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>Day 0 of the calendar; needed for a deadline.</source>
        <translation>日程的第 0 天；设置截止日期前必须先设置它。</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <source>The last day of work, inclusive: work may go on until the end of that day. Every strategy is checked against it.</source>
        <translation>最后一个工作日（含当天）：当天结束前都可以继续工作。每种策略都会对照它检查。</translation>
    </message>
    <message>
        <source>Team profile</source>
        <translation>团队类型</translation>
    </message>
    <message>
        <source>Cost of a day of waiting</source>
        <translation>每天的等待成本</translation>
    </message>
    <message>
        <source>What each day of delay costs the project; buying waits the lead time before the first phase and is charged for it.</source>
        <translation>项目每推迟一天的损失；购买硬件要在第一个阶段前等待交付周期，这段等待按此计费。</translation>
    </message>
    <message>
        <source>How your team uses GPUs: it sets the default busy share of each phase kind, nothing else.</source>
        <translation>团队使用 GPU 的方式：只决定每类阶段的默认忙碌占比，不影响其他内容。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Default busy share by phase kind&lt;/b&gt; (a phase&apos;s own value wins)</source>
        <translation>&lt;b&gt;各类阶段的默认忙碌占比&lt;/b&gt;（阶段自己的设置优先）</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Set whether prices include tax</source>
        <translation>设置价格是否含税</translation>
    </message>
    <message>
        <source>Set the tax rate</source>
        <translation>设置税率</translation>
    </message>
    <message>
        <source>Set the payment terms</source>
        <translation>设置付款条件</translation>
    </message>
    <message>
        <source>Set the region</source>
        <translation>设置地区</translation>
    </message>
    <message>
        <source>Set the data residency</source>
        <translation>设置数据存放地</translation>
    </message>
    <message>
        <source>Set how long quotes must stay valid</source>
        <translation>设置报价须有效到哪天</translation>
    </message>
    <message>
        <source>&lt;b&gt;Procurement terms&lt;/b&gt; (on the PDF and the request for quotation)</source>
        <translation>&lt;b&gt;采购条款&lt;/b&gt;（印在 PDF 和询价单上）</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未写明</translation>
    </message>
    <message>
        <source>Prices include tax</source>
        <translation>价格含税</translation>
    </message>
    <message>
        <source>Prices exclude tax</source>
        <translation>价格不含税</translation>
    </message>
    <message>
        <source>Whether the prices in this plan, its offers and quotes, include tax. Excluded with a rate, the PDF gives the budget with tax too.</source>
        <translation>本计划中的价格（各条报价和供应商报价）是否含税。不含税并写明税率时，PDF 还会给出含税的预算。</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>税率</translation>
    </message>
    <message>
        <source>The tax (VAT) rate on the prices, for example 6 %.</source>
        <translation>价格适用的税率（增值税），例如 6 %。</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>付款条件</translation>
    </message>
    <message>
        <source>e.g. 30 days net after invoice</source>
        <translation>例如：开票后 30 天内付清</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>e.g. cn-east, mainland China</source>
        <translation>例如：华东，中国大陆</translation>
    </message>
    <message>
        <source>Where the machines must be.</source>
        <translation>机器必须位于的地方。</translation>
    </message>
    <message>
        <source>Data residency</source>
        <translation>数据存放地</translation>
    </message>
    <message>
        <source>e.g. data stays in mainland China</source>
        <translation>例如：数据留在中国大陆</translation>
    </message>
    <message>
        <source>Where the data, its copies and backups must stay.</source>
        <translation>数据及其副本和备份必须存放的地方。</translation>
    </message>
    <message>
        <source>Quotes valid until</source>
        <translation>报价须有效至</translation>
    </message>
    <message>
        <source>The day until which every vendor&apos;s quote must hold; off: not asked.</source>
        <translation>每家供应商的报价至少要有效到这一天；不勾选则不作要求。</translation>
    </message>
</context>
<context>
    <name>rp::QuoteTableModel</name>
    <message numerus="yes">
        <source>%1: %2 on %n card(s), %3</source>
        <translation>
            <numerusform>%1：%n 张卡上 %2，%3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot run it, %2</source>
        <translation>%1：无法运行，%2</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n card(s)</source>
        <translation>
            <numerusform>%1 × %n 卡</numerusform>
        </translation>
    </message>
    <message>
        <source>S(%1) = %2, CPU-starved × %3</source>
        <translation>S(%1) = %2，CPU 不足 × %3</translation>
    </message>
    <message>
        <source>S(%1) = %2</source>
        <translation>S(%1) = %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n phase(s)</source>
        <translation>
            <numerusform>%n 个阶段中的 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Machines × cards</source>
        <translation>机器 × 卡数</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Speed-up (full fine-tune)</source>
        <translation>加速比（全量微调）</translation>
    </message>
    <message>
        <source>Phases it runs</source>
        <translation>可运行的阶段</translation>
    </message>
    <message>
        <source>Hours to finish</source>
        <translation>完成所需时长</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>完成所需费用</translation>
    </message>
</context>
<context>
    <name>rp::QuotesPanel</name>
    <message>
        <source>Shortfall</source>
        <translation>不足</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>待问</translation>
    </message>
    <message>
        <source>Select a quote to see what it falls short on.</source>
        <translation>选中一份报价，查看它的不足之处。</translation>
    </message>
    <message>
        <source>Import a quote sheet</source>
        <translation>导入报价单</translation>
    </message>
    <message>
        <source>Quote sheets (*.csv *.json)</source>
        <translation>报价单 (*.csv *.json)</translation>
    </message>
    <message numerus="yes">
        <source>Import %n quote(s)</source>
        <translation>
            <numerusform>导入 %n 份报价</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the quotes</source>
        <translation>导出报价</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Make quote %1 an offer</source>
        <translation>把报价 %1 转为套餐</translation>
    </message>
    <message>
        <source>Make an offer</source>
        <translation>转为套餐</translation>
    </message>
    <message>
        <source>Quote %1 is now offer %2 in the Billing tab.</source>
        <translation>报价 %1 已成为计费页中的套餐 %2。</translation>
    </message>
    <message>
        <source>Import quote sheet…</source>
        <translation>导入报价单…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Make offer</source>
        <translation>转为套餐</translation>
    </message>
    <message>
        <source>Add the selected quote to the plan&apos;s offers, with its billing terms.</source>
        <translation>把选中的报价连同计费条款加入计划的套餐。</translation>
    </message>
    <message>
        <source>What to settle</source>
        <translation>需确认的事项</translation>
    </message>
    <message>
        <source>The plan has no GPU phases yet, so there is nothing to finish: add phases in the Planner tab to compare the quotes on what finishing them costs.</source>
        <translation>该计划还没有使用 GPU 的阶段，因此没有要完成的工作：请在“项目规划”标签页中添加阶段，再按完成这些阶段的费用比较各报价。</translation>
    </message>
    <message>
        <source>What each quote costs to finish the plan&apos;s GPU phases, with hours from the planner&apos;s model on the quote&apos;s machines (links, fabric, CPU cores). Hover a row for each phase.</source>
        <translation>各报价完成本计划 GPU 阶段所需的费用；工时来自规划器的模型，并按报价机器的互联、机间网络和 CPU 核数计算。将鼠标悬停在某一行上可查看每个阶段。</translation>
    </message>
    <message>
        <source>%1: nothing to flag.</source>
        <translation>%1：没有需要指出的问题。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) to settle before signing</source>
        <translation>
            <numerusform>%1：签约前需确认 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Import answered requests for quotation</source>
        <translation>导入已填写的询价单</translation>
    </message>
    <message>
        <source>Answered requests (*.xlsx *.csv)</source>
        <translation>已填写的询价单 (*.xlsx *.csv)</translation>
    </message>
    <message>
        <source>Import answered requests</source>
        <translation>导入已填写的询价单</translation>
    </message>
    <message>
        <source>Some cells cannot be read:

%1

Leave those lines out and compare the rest?</source>
        <translation>有些单元格无法读取：

%1

跳过这些行，比较其余的报价吗？</translation>
    </message>
    <message numerus="yes">
        <source>Add %n awarded quote(s)</source>
        <translation>
            <numerusform>加入 %n 条中标报价</numerusform>
        </translation>
    </message>
    <message>
        <source>Import answered request…</source>
        <translation>导入已填写的询价单…</translation>
    </message>
    <message>
        <source>Read vendors&apos; filled-in requests for quotation (XLSX or CSV, written by File → Request for quotation or rentplan rfq) and compare their answers line by line.</source>
        <translation>读入供应商填好的询价单（XLSX 或 CSV，由“文件 → 询价单”或 rentplan rfq 生成），逐行比较各家报价。</translation>
    </message>
    <message>
        <source>No quotes in this plan yet. Import a quote sheet (CSV or JSON; Help → Example files has one), or the requests for quotation vendors filled in (File → Request for quotation… writes one), to compare the quotes on what finishing the plan&apos;s phases costs and to see what each falls short on.</source>
        <translation>该计划中还没有报价。导入一份报价单（CSV 或 JSON；“帮助 → 示例文件”里有一份），或导入供应商填好的询价单（“文件 → 询价单…”可生成），即可按完成本计划各阶段的费用比较报价，并查看每份报价的不足之处。</translation>
    </message>
</context>
<context>
    <name>rp::RankingPanel</name>
    <message>
        <source>Select a phase to see which card finishes it for the least money.</source>
        <translation>选中一个阶段，查看哪种卡能以最少的钱完成它。</translation>
    </message>
    <message>
        <source>no quote</source>
        <translation>无报价</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Cost to finish</source>
        <translation>完成费用</translation>
    </message>
    <message>
        <source>Use the cheapest for this phase</source>
        <translation>该阶段改用最便宜的</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs without a GPU: there are no cards to compare.</source>
        <translation>“%1”不用 GPU：没有可比较的显卡。</translation>
    </message>
    <message>
        <source>No offer rents a GPU for &quot;%1&quot;: add offers to compare them.</source>
        <translation>没有报价可为“%1”提供 GPU：请添加报价后再比较。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has typed hours, so every card is priced at the same hours. Give it a workload (model and tokens) to rank cards by what they cost to finish it.</source>
        <translation>“%1”的工时是手填的，所以每种卡都按相同工时计价。给它设置工作负载（模型和 token 数）后，才能按完成费用给显卡排名。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; processes data at a set throughput, so every card takes the same hours: offers differ in price and billing only.</source>
        <translation>“%1”按设定的吞吐量处理数据，每种卡的工时都一样：各报价只在价格和计费方式上不同。</translation>
    </message>
    <message>
        <source>Cheapest cards for &quot;%1&quot;, by what the whole phase costs on each, each card at its own hours and with the split it runs with:</source>
        <translation>“%1”最便宜的显卡：按整个阶段在每种卡上的费用排序，每种卡按它自己的工时和实际采用的并行切分计算：</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>, S = %1</source>
        <translation>，S = %1</translation>
    </message>
    <message>
        <source>How they run</source>
        <translation>运行方式</translation>
    </message>
    <message>
        <source>no price yet</source>
        <translation>尚无价格</translation>
    </message>
</context>
<context>
    <name>rp::ReportExport</name>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>导出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>The plan on screen as a PDF for procurement, with a preview</source>
        <translation>把当前屏幕上的计划导出为采购用 PDF，并先预览</translation>
    </message>
    <message>
        <source>Export PDF — %1</source>
        <translation>导出 PDF — %1</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>保存 PDF…</translation>
    </message>
    <message>
        <source>Save this document as a PDF with bookmarks</source>
        <translation>把本文档保存为带书签的 PDF</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>%1 on the cover page</source>
        <translation>封面上的%1</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The PDF&apos;s cover names who the plan is from. You can change this later in the preview&apos;s toolbar.</source>
        <translation>PDF 封面会写明这份计划出自谁。之后可以在预览窗口的工具栏里修改。</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>作者：</translation>
    </message>
    <message>
        <source>Organisation:</source>
        <translation>单位：</translation>
    </message>
</context>
<context>
    <name>rp::RequestExport</name>
    <message>
        <source>Request for &amp;quotation…</source>
        <translation>询价单(&amp;Q)…</translation>
    </message>
    <message>
        <source>The plan&apos;s bill of quantities as a workbook vendors fill in line by line; read their answers back on the Rented machine tab</source>
        <translation>把计划的采购清单存成供应商逐行填写的工作簿；填好后在“租用机器”页读回报价</translation>
    </message>
    <message>
        <source>Save the request for quotation</source>
        <translation>保存询价单</translation>
    </message>
    <message>
        <source>request-for-quotation.xlsx</source>
        <translation>询价单.xlsx</translation>
    </message>
    <message>
        <source>Workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>工作簿 (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>询价单</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>rp::ScenarioComparePanel</name>
    <message>
        <source>The plan</source>
        <translation>计划本身</translation>
    </message>
    <message>
        <source>Scenario &quot;%1&quot;</source>
        <translation>情景“%1”</translation>
    </message>
    <message>
        <source>No scenarios yet: use &quot;Duplicate as scenario&quot; to make a variant of the plan, edit it, and compare it here.</source>
        <translation>还没有情景：用“复制为情景”做出计划的一个变体，修改后在这里比较。</translation>
    </message>
    <message>
        <source>What changes from the first to the second:</source>
        <translation>从第一个到第二个的变化：</translation>
    </message>
    <message>
        <source>(not in it)</source>
        <translation>（不含此项）</translation>
    </message>
    <message>
        <source>Peak cards</source>
        <translation>峰值卡数</translation>
    </message>
    <message>
        <source>Calendar days</source>
        <translation>日历天数</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>阶段：%1</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一个</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>第二个</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
</context>
<context>
    <name>rp::SelfBuildForm</name>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Cards per machine</source>
        <translation>每台机器卡数</translation>
    </message>
    <message>
        <source>Compare buying</source>
        <translation>对比购买硬件</translation>
    </message>
    <message>
        <source>Compare with buying the hardware</source>
        <translation>与购买硬件对比</translation>
    </message>
    <message>
        <source>GPU model of the machine you would buy</source>
        <translation>拟购买机器的 GPU 型号</translation>
    </message>
    <message>
        <source>GPUs in one machine; a job needing more buys more machines</source>
        <translation>单台机器的显卡数；任务需要更多显卡时就购买更多机器</translation>
    </message>
    <message>
        <source>Owning: purchase, depreciation, power, hosting, staff and the wait before it runs. Uncheck to leave buying out.</source>
        <translation>自有硬件：计入购置费、折旧、电费、机柜托管、运维人力以及交付周期内的等待成本。取消勾选则不参与对比。</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>购置价格</translation>
    </message>
    <message>
        <source>One machine with its cards, delivered and installed</source>
        <translation>一台整机（含显卡）送达并安装好的价格</translation>
    </message>
    <message>
        <source>Written off over</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <source>Years until the machine is fully depreciated</source>
        <translation>机器折旧完毕所需的年数</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Power at full load</source>
        <translation>满载功耗</translation>
    </message>
    <message>
        <source>Whole machine: cards, CPUs, fans; kilowatts</source>
        <translation>整机功耗，含显卡、CPU 和风扇，单位千瓦</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Power when idle</source>
        <translation>空闲功耗</translation>
    </message>
    <message>
        <source>Kilowatts drawn while the cards wait</source>
        <translation>显卡空闲等待时整机消耗的千瓦数</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: cooling and losses on top of the machine (1.0 = none)</source>
        <translation>电能使用效率：在整机用电之外，制冷和损耗额外带来的倍数（1.0 表示没有额外开销）</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <source>Price of one kilowatt-hour</source>
        <translation>一度电的价格</translation>
    </message>
    <message>
        <source>Hosting per month</source>
        <translation>每月机柜托管费</translation>
    </message>
    <message>
        <source>Rack, space, cooling and network fees</source>
        <translation>机柜、场地、制冷和网络费用</translation>
    </message>
    <message>
        <source>Operations per month</source>
        <translation>每月运维人力</translation>
    </message>
    <message>
        <source>Staff time to install, patch and repair</source>
        <translation>装机、打补丁和维修所花的人力成本</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>每年维保</translation>
    </message>
    <message>
        <source>Spares and repairs as a share of the purchase price each year</source>
        <translation>每年备件和维修费用占购置价的比例</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>交付周期</translation>
    </message>
    <message>
        <source>Days from approval to the first job: procurement and setup</source>
        <translation>从审批通过到跑上第一个任务的天数：采购和部署</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Cost of waiting per day</source>
        <translation>每天的等待成本</translation>
    </message>
    <message>
        <source>What each day of lead time costs the project (people idle, deadlines missed)</source>
        <translation>交付周期内每等一天给项目带来的损失（人员闲置、错过截止日期）</translation>
    </message>
    <message>
        <source>What the machine still sells for at the end, as a share of the price (often less than straight-line depreciation suggests)</source>
        <translation>期末机器还能卖出的价钱占购置价的比例（往往低于按直线折旧算出的数字）</translation>
    </message>
    <message>
        <source> %1</source>
        <translation> %1</translation>
    </message>
    <message>
        <source> %1 / kWh</source>
        <translation> %1 / 千瓦时</translation>
    </message>
    <message>
        <source> %1 / month</source>
        <translation> %1 / 月</translation>
    </message>
    <message>
        <source> %1 / day</source>
        <translation> %1 / 天</translation>
    </message>
</context>
<context>
    <name>rp::SpendChart</name>
    <message>
        <source>Spend</source>
        <translation>支出</translation>
    </message>
    <message>
        <source>Spend per month</source>
        <translation>每月支出</translation>
    </message>
    <message>
        <source>Spend per month (%1)</source>
        <translation>每月支出（%1）</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Spend (%1)</source>
        <translation>支出（%1）</translation>
    </message>
    <message>
        <source>No spend yet</source>
        <translation>暂无支出</translation>
    </message>
</context>
<context>
    <name>rp::StrategyChart</name>
    <message>
        <source>project cost (%1)</source>
        <translation>项目费用（%1）</translation>
    </message>
    <message>
        <source>Total cost by strategy</source>
        <translation>各策略总费用</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (cannot run)</source>
        <translation>%1（无法运行）</translation>
    </message>
    <message>
        <source>%1 (late)</source>
        <translation>%1（延误）</translation>
    </message>
</context>
<context>
    <name>rp::StrategyPanel</name>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 card-h</source>
        <translation>%1 卡时</translation>
    </message>
    <message>
        <source>no self-build figures</source>
        <translation>无自建数据</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n owned)</source>
        <translation>
            <numerusform>%1（自有 %n 张）</numerusform>
        </translation>
    </message>
    <message>
        <source>Per computing card-hour</source>
        <translation>每计算卡时</translation>
    </message>
    <message>
        <source>Owned cards in use</source>
        <translation>自有卡使用率</translation>
    </message>
    <message>
        <source>Duration (with lead time)</source>
        <translation>历时（含采购周期）</translation>
    </message>
    <message>
        <source>Idle card-hours paid</source>
        <translation>付费空闲卡时</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1 d late</source>
        <translation>晚 %1 天</translation>
    </message>
    <message>
        <source>%1 d to spare</source>
        <translation>余 %1 天</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止日期</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Net: the machines&apos; price, less what selling them returns after %1, plus hosting, staff, maintenance and power over that time. Amortized over the machine&apos;s life instead: %2</source>
        <translation>净成本：机器购置价，减去持有 %1 后转卖收回的钱，加上这段时间的托管、人力、维护和电费。若改为按机器寿命摊销：%2</translation>
    </message>
    <message numerus="yes">
        <source>Cash needed up front: %n machine(s) bought before the first phase</source>
        <translation>
            <numerusform>需要预先支付的现金：在第一个阶段前购买 %n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept and paid for the longer of the project (%1) and the minimum holding before resale.</source>
        <translation>持有并付费的时间取项目时长（%1）和转卖前最短持有期中较长的一个。</translation>
    </message>
    <message>
        <source>Buying cannot run the plan: %1</source>
        <translation>购买硬件无法运行此计划：%1</translation>
    </message>
    <message>
        <source>Owning a baseline cannot run the plan: %1</source>
        <translation>自有基线无法运行此计划：%1</translation>
    </message>
    <message>
        <source>Net cost</source>
        <translation>净成本</translation>
    </message>
    <message>
        <source>Cash up front</source>
        <translation>预付现金</translation>
    </message>
    <message>
        <source>Held for</source>
        <translation>持有时长</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止日期</translation>
    </message>
</context>
<context>
    <name>rp::TeamLedgerDialog</name>
    <message>
        <source>disable (never encrypted)</source>
        <translation>disable（从不加密）</translation>
    </message>
    <message>
        <source>allow (encrypted only if the server insists)</source>
        <translation>allow（仅在服务器要求时加密）</translation>
    </message>
    <message>
        <source>prefer (encrypted if the server offers it; the default)</source>
        <translation>prefer（服务器支持时加密；默认）</translation>
    </message>
    <message>
        <source>require (encrypted, certificate not checked)</source>
        <translation>require（加密，不检查证书）</translation>
    </message>
    <message>
        <source>verify-ca (encrypted, certificate from a trusted authority)</source>
        <translation>verify-ca（加密，证书须由受信任的机构签发）</translation>
    </message>
    <message>
        <source>verify-full (encrypted, certificate matches the host name)</source>
        <translation>verify-full（加密，证书须与主机名一致）</translation>
    </message>
    <message>
        <source>Team Ledger (PostgreSQL)</source>
        <translation>团队账本（PostgreSQL）</translation>
    </message>
    <message>
        <source>Saved connection:</source>
        <translation>已保存的连接：</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>TLS(&amp;T)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Forget the selected saved connection (the ledger on the server is not touched)</source>
        <translation>删除所选的已保存连接（服务器上的账本不受影响）</translation>
    </message>
    <message>
        <source>db.example.com (empty: the server on this computer)</source>
        <translation>db.example.com（留空：本机上的服务器）</translation>
    </message>
    <message>
        <source>rentplan</source>
        <translation>rentplan</translation>
    </message>
    <message>
        <source>empty: your login name</source>
        <translation>留空：使用你的登录用户名</translation>
    </message>
    <message>
        <source>empty: ~/.pgpass, PGPASSWORD, peer or certificate login, or ask</source>
        <translation>留空：使用 ~/.pgpass、PGPASSWORD、peer 或证书登录，否则询问</translation>
    </message>
    <message>
        <source>Remember in the desktop keyring</source>
        <translation>记住密码（保存在桌面密钥环中）</translation>
    </message>
    <message>
        <source>The password is kept by the desktop keyring, never in RentPlan&apos;s settings or files</source>
        <translation>密码由桌面密钥环保管，绝不写入 RentPlan 的设置或文件</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Test &amp;Connection</source>
        <translation>测试连接(&amp;C)</translation>
    </message>
    <message>
        <source>a name, e.g. team</source>
        <translation>名称，例如 team</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Saves the fields under this name, without the password</source>
        <translation>以此名称保存以上各项，不含密码</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>(new connection)</source>
        <translation>（新连接）</translation>
    </message>
    <message>
        <source>%1 is not on this computer, and with TLS mode &quot;%2&quot; the password and the jobs may cross the network unencrypted. Choose require or verify-full unless the network is your own.</source>
        <translation>%1 不在本机上。TLS 模式为“%2”时，密码和任务数据可能以明文在网络上传输。除非网络完全由你掌控，请选择 require 或 verify-full。</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %1 (at most %n second(s))…</source>
        <translation>
            <numerusform>正在连接 %1（最多 %n 秒）…</numerusform>
        </translation>
    </message>
    <message>
        <source>Connect t&amp;imeout:</source>
        <translation>连接超时(&amp;I)：</translation>
    </message>
    <message>
        <source>Save as pro&amp;file:</source>
        <translation>另存为配置(&amp;F)：</translation>
    </message>
</context>
<context>
    <name>rp::TimelineChart</name>
    <message>
        <source>days from the project start</source>
        <translation>距项目开始的天数</translation>
    </message>
    <message>
        <source>cards in use</source>
        <translation>在用卡数</translation>
    </message>
    <message>
        <source>No phases yet: add one, or start from a template.</source>
        <translation>还没有阶段：添加一个，或从模板开始。</translation>
    </message>
    <message>
        <source>Cards in use over time</source>
        <translation>随时间在用的卡数</translation>
    </message>
    <message numerus="yes">
        <source>owned if bought (%n card(s))</source>
        <translation>
            <numerusform>若购买则自有（%n 张卡）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hybrid baseline (%n card(s))</source>
        <translation>
            <numerusform>混合基线（%n 张卡）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2 × %3
%4 from day %5
%6</source>
        <translation>%1
%2 × %3
%4，自第 %5 天起
%6</translation>
    </message>
</context>
<context>
    <name>rp::ToolkitPage</name>
    <message>
        <source>Quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Delivery acceptance</source>
        <translation>交付验收</translation>
    </message>
    <message>
        <source>Idle watchdog</source>
        <translation>空闲关机</translation>
    </message>
    <message>
        <source>Data transfer</source>
        <translation>数据传输</translation>
    </message>
</context>
<context>
    <name>rp::TornadoChart</name>
    <message>
        <source>What moves the cost most (the %1 largest of %2 inputs)</source>
        <translation>对费用影响最大的因素（%2 个输入中最大的 %1 个）</translation>
    </message>
    <message>
        <source>What moves the cost most</source>
        <translation>对费用影响最大的因素</translation>
    </message>
    <message>
        <source>project cost (%1)</source>
        <translation>项目费用（%1）</translation>
    </message>
    <message>
        <source>cheaper than at the modes</source>
        <translation>低于众数时的费用</translation>
    </message>
    <message>
        <source>dearer than at the modes</source>
        <translation>高于众数时的费用</translation>
    </message>
    <message>
        <source>%1: %2 at its low end, %3 at its high end (%4 with every input at its mode); rank correlation with the cost %5</source>
        <translation>%1：取下限时 %2，取上限时 %3（所有输入取众数时 %4）；与费用的秩相关系数 %5</translation>
    </message>
</context>
<context>
    <name>rp::TransferPanel</name>
    <message>
        <source>Transfer time: %1 h (%2 min): data %3 min, per-file cost %4 min.</source>
        <translation>传输时间：%1 小时（%2 分钟）：数据 %3 分钟，逐文件开销 %4 分钟。</translation>
    </message>
    <message>
        <source>Egress if sent out of the provider: %1.</source>
        <translation>如果从平台向外传出，流量费：%1。</translation>
    </message>
    <message>
        <source>Data size:</source>
        <translation>数据量：</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>文件数：</translation>
    </message>
    <message>
        <source>Bandwidth:</source>
        <translation>带宽：</translation>
    </message>
    <message>
        <source>Protocol overhead:</source>
        <translation>协议开销：</translation>
    </message>
    <message>
        <source>Cost per file:</source>
        <translation>每个文件的开销：</translation>
    </message>
    <message>
        <source>Egress price:</source>
        <translation>出流量单价：</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>%1 / GB</source>
        <translation>%1 / GB</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Time each file costs on top of its bytes: a round trip, an object-store request.</source>
        <translation>每个文件在数据本身之外额外花的时间：一次往返、一次对象存储请求。</translation>
    </message>
</context>
<context>
    <name>rp::UserGuideDialog</name>
    <message>
        <source>RentPlan User Guide</source>
        <translation>RentPlan 使用指南</translation>
    </message>
</context>
<context>
    <name>rp::UtilizationChart</name>
    <message>
        <source>Cost per computing card-hour against utilization</source>
        <translation>每计算卡时成本随利用率的变化</translation>
    </message>
    <message>
        <source>Utilization of owned cards, %</source>
        <translation>自有显卡利用率，%</translation>
    </message>
    <message>
        <source>Per card-hour</source>
        <translation>每卡时</translation>
    </message>
    <message>
        <source>Per card-hour, %1</source>
        <translation>每卡时，%1</translation>
    </message>
    <message>
        <source>%1
%2 %: %3 per card-hour</source>
        <translation>%1
%2 %：每卡时 %3</translation>
    </message>
    <message>
        <source>Owning is not compared</source>
        <translation>未比较自购硬件</translation>
    </message>
    <message>
        <source>Tick &quot;Compare with buying the hardware&quot; (Buying the hardware, on the right) to see what an owned machine costs per card-hour at each utilization, against each offer&apos;s rate.</source>
        <translation>勾选右侧“自购硬件”中的“与自购硬件比较”，即可看到自有机器在各利用率下每卡时的成本，并与各报价的单价对比。</translation>
    </message>
    <message>
        <source>%1 per card-hour</source>
        <translation>每卡时 %1</translation>
    </message>
</context>
<context>
    <name>rp::WatchdogPanel</name>
    <message>
        <source># No script: %1</source>
        <translation># 无法生成脚本：%1</translation>
    </message>
    <message>
        <source>Save the watchdog script</source>
        <translation>保存空闲关机脚本</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
    <message>
        <source>Idle-shutdown watchdog</source>
        <translation>空闲自动关机</translation>
    </message>
    <message>
        <source>Idle below:</source>
        <translation>空闲阈值：</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>持续：</translation>
    </message>
    <message>
        <source>Check every:</source>
        <translation>检查间隔：</translation>
    </message>
    <message>
        <source>Stop command:</source>
        <translation>关机命令：</translation>
    </message>
    <message>
        <source>Never stop while running:</source>
        <translation>运行时不关机的程序：</translation>
    </message>
    <message>
        <source> % GPU use</source>
        <translation> % GPU 利用率</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>program names, comma-separated</source>
        <translation>程序名，用逗号分隔</translation>
    </message>
    <message>
        <source>Warning: the watchdog sees only GPU utilization. A job with long CPU-only stretches (data preparation, evaluation on the CPU, uploading checkpoints) looks idle and will be stopped. Use it on debugging and personal machines; try it with --dry-run first.</source>
        <translation>警告：看门狗只看 GPU 利用率。长时间只用 CPU 的任务（数据准备、在 CPU 上评测、上传检查点）在它看来就是空闲，会被关机。请只用于调试机和个人实例，并先用 --dry-run 试运行。</translation>
    </message>
    <message>
        <source>Save script…</source>
        <translation>保存脚本…</translation>
    </message>
    <message>
        <source>Idle share measured in the ledger: %1 % of %2 billed card-hours, used for every phase.</source>
        <translation>账本实测的空闲比例：%2 个计费卡时中的 %1 %，用于每个阶段。</translation>
    </message>
    <message>
        <source>The ledger records no busy hours yet, so each phase&apos;s idle share is 1 − its utilization (Planner tab). Record jobs with their busy hours in the Ledger tab to use the measured share.</source>
        <translation>账本中还没有记录忙碌时长，因此每个阶段的空闲比例取 1 − 其利用率（见“项目规划”标签页）。在“账本”标签页记录任务及其忙碌时长后，将改用实测比例。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Billed by the week, month or year: the period is paid whether the cards run or not.</source>
        <translation>按周、月或年计费：无论显卡是否在运行，整个周期都要付费。</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>无报价</translation>
    </message>
    <message>
        <source>No offer rents this phase&apos;s card: add one in the Billing tab.</source>
        <translation>没有报价出租该阶段所用的显卡：请在“计费”标签页中添加。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) × %1</source>
        <translation>
            <numerusform>%n 张卡 × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % → %2 card-h</source>
        <translation>%1 % → %2 卡时</translation>
    </message>
    <message>
        <source>%1 idle card-hours × %2 per card-hour</source>
        <translation>%1 空闲卡时 × 每卡时 %2</translation>
    </message>
    <message>
        <source>The plan has no GPU phases yet: add phases in the Planner tab to see what stopping idle cards would save on them.</source>
        <translation>该计划还没有使用 GPU 的阶段：请在“项目规划”标签页中添加阶段，查看关停空闲显卡能在这些阶段上节省多少。</translation>
    </message>
    <message>
        <source>Idle card-hours on the plan&apos;s phases: %1 h. Stopping them saves up to %2 (each idle stretch still runs %3 min before the watchdog acts).</source>
        <translation>本计划各阶段的空闲卡时：%1 小时。关停它们最多可节省 %2（每段空闲仍会先持续 %3 分钟，关机脚本才会动作）。</translation>
    </message>
    <message>
        <source>What it would save on the plan&apos;s phases</source>
        <translation>在本计划各阶段上可节省的费用</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>节省</translation>
    </message>
    <message>
        <source>The team ledger is not open yet, so each phase&apos;s idle share is 1 − its utilization (Planner tab). Open it in the Ledger tab to use the idle share it measured.</source>
        <translation>团队账本尚未打开，因此每个阶段的空闲比例取 1 − 其利用率（见“项目规划”标签页）。在“账本”标签页打开它后，将改用其中实测的空闲比例。</translation>
    </message>
</context>
<context>
    <name>rp::WorkloadPanel</name>
    <message>
        <source>Select a phase to see and edit where its hours come from.</source>
        <translation>选中一个阶段，即可查看并修改其时长的来源。</translation>
    </message>
    <message>
        <source>Hours of &quot;%1&quot;:</source>
        <translation>“%1”的时长：</translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 B 参数</translation>
    </message>
    <message numerus="yes">
        <source>on %n × %1</source>
        <translation>
            <numerusform>使用 %n × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>without a GPU</source>
        <translation>不使用 GPU</translation>
    </message>
    <message>
        <source>One run: %1 billed %2, %3 of it computing (%4 busy).</source>
        <translation>每轮：%2，计费 %1，其中 %3 在计算（忙碌占比 %4）。</translation>
    </message>
    <message>
        <source>Take the hours of %1 from %2</source>
        <translation>%1 的时长改为来自：%2</translation>
    </message>
    <message>
        <source>Edit the workload of %1</source>
        <translation>修改 %1 的工作量</translation>
    </message>
    <message>
        <source>Typed hours per run</source>
        <translation>手动填写每轮时长</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Tokens in and out per round</source>
        <translation>每轮输入与输出 token 数</translation>
    </message>
    <message>
        <source>Data to process</source>
        <translation>待处理数据量</translation>
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
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> GB/h</source>
        <translation> GB/小时</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Tokens processed in one run: the data set&apos;s tokens × epochs.</source>
        <translation>一轮处理的 token 数：数据集 token 数 × 训练轮数（epoch）。</translation>
    </message>
    <message>
        <source>Hours come from</source>
        <translation>时长来源</translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>每轮时长</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>上下文长度（token）</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>Tokens per run</source>
        <translation>每轮 token 数</translation>
    </message>
    <message>
        <source>Prompt tokens per round</source>
        <translation>每轮输入 token 数</translation>
    </message>
    <message>
        <source>Generated tokens per round</source>
        <translation>每轮生成 token 数</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>处理速度</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Moving its data takes %1 more, billed on the same machines; data sent in costs %2, data sent out %3.</source>
        <translation>传输数据还要多用 %1，在同一批机器上计费；上传数据花费 %2，下载数据花费 %3。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Data moved&lt;/b&gt; (billed on the phase&apos;s cards)</source>
        <translation>&lt;b&gt;数据传输&lt;/b&gt;（按该阶段的卡计费）</translation>
    </message>
    <message>
        <source>Sent in before the first run</source>
        <translation>第一轮前上传</translation>
    </message>
    <message>
        <source>Sent out after the last run</source>
        <translation>最后一轮后下载</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source>Data set and weights uploaded to the rented machine: ingress, billed at the offer&apos;s price per GB (most charge nothing). 0 with nothing sent out: no transfer.</source>
        <translation>上传到租用机器的数据集和权重：入站流量，按报价的每 GB 单价计费（大多数厂商不收费）。上传和下载都为 0 表示没有数据传输。</translation>
    </message>
    <message>
        <source>Results and checkpoints downloaded after the last run: egress, billed at the offer&apos;s price per GB.</source>
        <translation>最后一轮结束后下载的结果和检查点：出站流量，按报价的每 GB 单价计费。</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: the share of the card&apos;s peak bf16 rate the run reaches. Default 40 %, and 60 % of that for QLoRA, which dequantizes every weight on each use.</source>
        <translation>模型算力利用率（MFU）：训练实际达到的显卡 bf16 峰值算力的比例。默认 40 %，QLoRA 取其 60 %，因为它每次使用权重都要先反量化。</translation>
    </message>
</context>
</TS>
