// shared test setup
