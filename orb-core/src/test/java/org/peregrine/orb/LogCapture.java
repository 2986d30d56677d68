package org.peregrine.orb;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The WARNING messages one class logs during each test (its {@code System.Logger}, named after
 * the class, goes to java.util.logging). Register with {@code @RegisterExtension}.
 */
public final class LogCapture implements BeforeEachCallback, AfterEachCallback {

    /** Held here: java.util.logging keeps loggers only weakly. */
    private final Logger logger;
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final List<Throwable> thrown = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel() == Level.WARNING) {
                warnings.add(record.getMessage());
                if (record.getThrown() != null) {
                    thrown.add(record.getThrown());
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    public LogCapture(Class<?> source) {
        this.logger = Logger.getLogger(source.getName());
    }

    /** The WARNING messages logged so far in this test, in order. */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** The exceptions the WARNING records logged so far in this test carry, in order. */
    public List<Throwable> thrown() {
        return List.copyOf(thrown);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        warnings.clear();
        thrown.clear();
        logger.addHandler(handler);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        logger.removeHandler(handler);
    }
}
