package org.peregrine.idl.jacorb;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jacorb.idl.GlobalInputStream;
import org.jacorb.idl.parser;
import org.peregrine.idl.Diagnostic;

/**
 * Turns what JacORB logs during one compilation into {@link Diagnostic}s.
 *
 * <p>JacORB reports errors and warnings only through the {@code java.util.logging} logger in
 * {@code parser.logger}, by default to a console handler on stderr. While installed, this
 * handler replaces that logger's handlers and its parents', so the messages reach the caller
 * (the command line, Maven's log) instead of the Maven JVM's stderr.
 *
 * <p>Thread rule: used only under {@link JacorbCompiler}'s lock; {@link #publish} may run on
 * JacORB's parse threads, hence the synchronized list.
 */
final class DiagnosticCollector extends Handler implements AutoCloseable {

    /**
     * JacORB's two positioned formats: {@code lexer.emit_error(String)} writes
     * {@code "<file>, line: 3(7): text"}, {@code emit_error(String, str_token)} writes
     * {@code "<file>, line:3(7): text"}; both add {@code "\n\t<source line>"}.
     */
    private static final Pattern POSITIONED =
            Pattern.compile("(?s)(?<file>[^\\n]+?), line: ?(?<line>\\d+)\\(\\d+\\): (?<text>.*)");

    /** JacORB's closing "n error(s)." adds nothing to the errors already reported. */
    private static final Pattern ERROR_COUNT = Pattern.compile("(.*: )?\\d+ error\\(s\\)\\.");

    private final Path source;
    private final List<Diagnostic> diagnostics = 
            Collections.synchronizedList(new ArrayList<>());
    private final Logger logger;
    private final Handler[] replaced;
    private final boolean replacedUseParentHandlers;
    private final Level replacedLevel;

    private DiagnosticCollector(Path source, Logger logger) {
        this.source = source;
        this.logger = logger;
        this.replaced = logger.getHandlers();
        this.replacedUseParentHandlers = logger.getUseParentHandlers();
        this.replacedLevel = logger.getLevel();
    }

    /** Routes JacORB's logger to a new collector for a compilation of {@code source}. */
    static DiagnosticCollector install(Path source) {
        Logger logger = Logger.getLogger("org.jacorb.idl");
        DiagnosticCollector collector = new DiagnosticCollector(source, logger);
        for (Handler handler : collector.replaced) {
            logger.removeHandler(handler);
        }
        logger.setUseParentHandlers(false);
        logger.setLevel(Level.WARNING);
        logger.addHandler(collector);
        // parser.compile() installs JacORB's console logging only while parser.logger is null.
        parser.logger = logger;
        parser.handler = collector;
        return collector;
    }

    @Override
    public void publish(LogRecord record) {
        if (isReported(record)) {
            diagnostics.add(toDiagnostic(record));
        }
    }

    /** Records the exception that ended a compilation, unless JacORB already explained it. */
    void failed(Exception e) {
        if (diagnostics.stream().noneMatch(Diagnostic::isError)) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage();
            diagnostics.add(Diagnostic.error(source, message));
        }
    }

    /** Records an unexpected failure of JacORB, keeping its stack trace. */
    void crashed(Path file, Exception e) {
        diagnostics.add(new Diagnostic(Diagnostic.Severity.ERROR, file, 0,
                "JacORB IDL compiler failed: " + e, e));
    }

    List<Diagnostic> diagnostics() {
        synchronized (diagnostics) {
            return List.copyOf(diagnostics);
        }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        logger.removeHandler(this);
        for (Handler handler : replaced) {
            logger.addHandler(handler);
        }
        logger.setUseParentHandlers(replacedUseParentHandlers);
        logger.setLevel(replacedLevel);
        parser.handler = null;
    }

    private static boolean isReported(LogRecord record) {
        if (record.getLevel() == Level.SEVERE) {
            return !ERROR_COUNT.matcher(firstLine(record.getMessage())).matches();
        }
        // Other warnings come from JacORB's thread bookkeeping, not from the user's IDL.
        return record.getLevel() == Level.WARNING
                && "org.jacorb.idl.lexer".equals(record.getSourceClassName());
    }

    private Diagnostic toDiagnostic(LogRecord record) {
        Diagnostic.Severity severity = record.getLevel() == Level.SEVERE
                ? Diagnostic.Severity.ERROR
                : Diagnostic.Severity.WARNING;
        String message = record.getMessage();
        Matcher positioned = POSITIONED.matcher(message);
        if (positioned.matches()) {
            return new Diagnostic(severity, resolve(positioned.group("file")),
                    Integer.parseInt(positioned.group("line")),
                    firstLine(positioned.group("text")), record.getThrown());
        }
        return new Diagnostic(severity, source, 0, firstLine(message), record.getThrown());
    }

    /**
     * The file a message names. Messages tied to a token carry only the file's name, so it is
     * completed from the file JacORB is reading, or the source being compiled, when the names
     * agree; otherwise the bare name is kept. A missing {@code #include} is named by JacORB as
     * the last place it looked (in the last include directory), a file that does not exist: the
     * message is the source's.
     */
    private Path resolve(String file) {
        Path named;
        try {
            named = Path.of(file);
        } catch (InvalidPathException e) {
            return source;
        }
        if (named.isAbsolute()) {
            return Files.exists(named) ? named : source;
        }
        File reading = GlobalInputStream.currentFile();
        if (reading != null && reading.getName().equals(file)) {
            return reading.toPath().toAbsolutePath();
        }
        return source.getFileName().toString().equals(file) ? source : named;
    }

    /** Drops the source-line echo and "giving up" notes that JacORB puts on later lines. */
    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return (end < 0 ? text : text.substring(0, end)).strip();
    }
}
