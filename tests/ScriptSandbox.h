#pragma once

// A scratch machine for the generated bash scripts: a QTemporaryDir whose work/ folder is the
// working folder and HOME, and whose bin/ holds harmless stand-ins that come first on PATH:
// nvidia-smi, lscpu, free, df, nproc and hostname print real captures from tests/data; pgrep
// matches the names in $FAKE_RUNNING; curl, shutdown, poweroff, reboot and halt only record
// their arguments under record/ (outside work/); python3 has no PyTorch. dd, mktemp, rm,
// awk, tee and touch are the system's, so an injected command would leave a file behind:
// createdFiles() lists everything in work/ afterwards.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace script_sandbox {

inline QString testData(const QString& relative)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/") + relative;
}

inline bool writeExecutable(const QString& path, const QByteArray& text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return false;
    file.close();
    return file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

// nvidia-smi: the table and utilization from $FAKE_SMI_TABLE, topo -m from $FAKE_SMI_TOPO;
// with FAKE_SMI_BROKEN set it fails as a lost driver does.
inline const char* kFakeSmi = R"(#!/bin/bash
if [ -n "${FAKE_SMI_BROKEN:-}" ]; then echo "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver." >&2; exit 9; fi
case "$*" in
    *--query-gpu=utilization.gpu*) sed -n 's/.*| *\([0-9][0-9]*\)% *Default *|.*/\1/p' "$FAKE_SMI_TABLE" ;;
    "topo -m") cat "$FAKE_SMI_TOPO" ;;
    *--query-compute-apps=*) cat "$FAKE_SMI_APPS" ;;
    "mig -lgi") echo "No MIG-enabled devices found." ;;
    "") cat "$FAKE_SMI_TABLE" ;;
    *) exit 6 ;;
esac
)";

// Records its arguments, one per line (NUL-free: bash arguments cannot hold NUL), into
// record/NAME (appending a line "--- call" before each call) and succeeds.
inline QByteArray recorder(const QString& recordFile)
{
    return QStringLiteral(
        "#!/bin/bash\n{ echo '--- call'; for a in \"$@\"; do printf '%s\\n' \"$a\"; done; } >> '%1'\n")
        .arg(recordFile)
        .toUtf8();
}

class Sandbox {
public:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Sandbox()
    {
        QDir().mkpath(bin());
        QDir().mkpath(work());
        QDir().mkpath(record());
        auto put = [&](const char* name, const QByteArray& text) {
            if (!writeExecutable(bin() + u'/' + QLatin1String(name), text))
                qFatal("cannot write the stand-in %s", name);
        };
        put("nvidia-smi", kFakeSmi);
        auto printer = [&](const char* name, const char* file) {
            put(name, QStringLiteral("#!/bin/sh\ncat '%1'\n").arg(testData(QLatin1String(file))).toUtf8());
        };
        printer("lscpu", "accept/host/lscpu-2x48c-epyc.txt");
        printer("free", "accept/host/free-g-2tb.txt");
        printer("df", "accept/host/df-h-nvme.txt");
        put("nproc", "#!/bin/sh\necho 192\n");
        put("hostname", "#!/bin/sh\necho gpu-test-01\n");
        put("python3", "#!/bin/sh\nexit 1\n");
        put("pgrep", "#!/bin/bash\nfor n in ${FAKE_RUNNING:-}; do [ \"$n\" = \"${!#}\" ] && exit 0; done\nexit 1\n");
        for (const char* name : { "curl", "shutdown", "poweroff", "reboot", "halt" })
            put(name, recorder(record() + u'/' + QLatin1String(name)));
    }

    QString bin() const { return m_dir.filePath(QStringLiteral("bin")); }
    QString work() const { return m_dir.filePath(QStringLiteral("work")); }
    QString record() const { return m_dir.filePath(QStringLiteral("record")); }
    QString inWork(const QString& name) const { return work() + u'/' + name; }

    // The script, saved outside work/, run by bash with `args` in work/.
    Run bash(const QString& script, const QStringList& args, const QMap<QString, QString>& env = {}) const
    {
        const QString path = m_dir.filePath(QStringLiteral("script.sh"));
        QFile::remove(path);
        if (!writeExecutable(path, script.toUtf8()))
            return { -1, {}, QStringLiteral("cannot save the script") };
        QProcess p;
        QProcessEnvironment e;
        e.insert(QStringLiteral("PATH"), bin() + QStringLiteral(":/usr/bin:/bin"));
        e.insert(QStringLiteral("HOME"), work());
        e.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        e.insert(QStringLiteral("RENTPLAN_WATCHDOG_SLEEP"), QStringLiteral("0"));
        e.insert(QStringLiteral("FAKE_SMI_TABLE"), testData(QStringLiteral("nvidia-smi/smi-hgx-h100x8-r550-idle.txt")));
        e.insert(
            QStringLiteral("FAKE_SMI_TOPO"), testData(QStringLiteral("nvidia-smi/topo-hgx-h100x8-nv18-spaces.txt")));
        e.insert(QStringLiteral("FAKE_SMI_APPS"),
            testData(QStringLiteral("nvidia-smi/apps-empty-header-only-rtxpro6000.csv")));
        for (auto it = env.cbegin(); it != env.cend(); ++it)
            e.insert(it.key(), it.value());
        p.setProcessEnvironment(e);
        p.setWorkingDirectory(work());
        p.start(QStringLiteral("/bin/bash"), QStringList { path } + args);
        if (!p.waitForFinished(120000))
            p.kill();
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    // Every file and folder in work/ (hidden ones too), relative, sorted.
    QStringList createdFiles() const
    {
        QStringList names;
        QDirIterator it(work(), QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
            QDirIterator::Subdirectories);
        while (it.hasNext())
            names.append(QDir(work()).relativeFilePath(it.next()));
        names.sort();
        return names;
    }

    // The calls a stand-in recorded: each call's arguments.
    QList<QStringList> calls(const char* name) const
    {
        QFile file(record() + u'/' + QLatin1String(name));
        QList<QStringList> out;
        if (!file.open(QIODevice::ReadOnly))
            return out;
        for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n')) {
            if (line == QLatin1String("--- call"))
                out.append(QStringList());
            else if (!out.isEmpty())
                out.last().append(line);
        }
        for (QStringList& call : out) {
            if (!call.isEmpty() && call.last().isEmpty())
                call.removeLast(); // the final newline
        }
        return out;
    }

private:
    QTemporaryDir m_dir;
};

inline QString toolOutput(const QString& tool, const QStringList& args, const QString& input, bool errors)
{
    QProcess p;
    p.start(tool, args);
    p.write(input.toUtf8());
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        return QStringLiteral("%1 did not finish").arg(tool);
    if (p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
        return {};
    const QString text = QString::fromUtf8(errors ? p.readAllStandardError() : p.readAllStandardOutput());
    return text.isEmpty() ? QStringLiteral("%1 failed").arg(tool) : text.left(4000);
}

// What `bash -n` finds wrong with a script; empty when it parses.
inline QString bashSyntaxErrors(const QString& script)
{
    return toolOutput(QStringLiteral("/bin/bash"), { QStringLiteral("-n") }, script, true);
}

inline bool shellcheckInstalled()
{
    return !QStandardPaths::findExecutable(QStringLiteral("shellcheck")).isEmpty();
}

// shellcheck's findings at every severity (style included); empty when clean.
inline QString shellcheckFindings(const QString& script)
{
    return toolOutput(QStandardPaths::findExecutable(QStringLiteral("shellcheck")),
        { QStringLiteral("--shell=bash"), QStringLiteral("-") }, script, false);
}

inline constexpr const char* kNoShellcheck
    = "shellcheck is not installed (Debian package shellcheck, see scripts/install-deps.sh): "
      "the generated scripts were run and parsed, not linted";

} // namespace script_sandbox
